/// Standard output gathered into large writes: a batch of files printed a line at a time cost a
/// system call per line. On a terminal each piece goes out at once, so progress shows as it comes.
struct OutputBuffer {
    private let io: CLIIO
    private let limit: Int
    private var pending = ""

    /// A buffer that writes through `io` once it holds `limit` bytes (at once on a terminal).
    init(io: CLIIO, limit: Int = 32 * 1024) {
        self.io = io
        self.limit = io.stdoutIsTerminal ? 0 : limit
    }

    /// Adds text, writing everything held once the limit is reached.
    mutating func append(_ text: String) {
        pending += text
        if pending.utf8.count >= limit { flush() }
    }

    /// Writes everything held: before anything goes to standard error, and at the end.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        io.out(pending)
        pending = ""
    }
}
