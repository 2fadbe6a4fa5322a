import Glibc

/// Writes to a file descriptor (standard output, standard error) and reports failure instead of
/// crashing: a closed descriptor, a full disk or a reader that went away.
public struct OutputChannel: Sendable {
    /// The descriptor written to.
    public let descriptor: Int32

    /// Standard output.
    public static let standardOutput = OutputChannel(descriptor: STDOUT_FILENO)
    /// Standard error.
    public static let standardError = OutputChannel(descriptor: STDERR_FILENO)

    /// A channel on `descriptor`.
    public init(descriptor: Int32) { self.descriptor = descriptor }

    /// Writes every byte, retrying interruptions and short writes, and waiting when the
    /// descriptor is non-blocking; the `errno` of a failure, or nil.
    public func write(_ bytes: [UInt8]) -> Int32? {
        if StandardStreams.wasClosed(descriptor) { return EBADF }
        var offset = 0
        while offset < bytes.count {
            let written = Self.transfer(descriptor, waitingFor: POLLOUT) {
                bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            }
            if written < 0 { return errno }
            offset += written
        }
        return nil
    }

    /// Runs one `read` or `write` until it is not interrupted, waiting for the descriptor when
    /// it is non-blocking and not ready (`events`: `POLLIN` or `POLLOUT`); the call's result,
    /// with `errno` set when it is negative.
    static func transfer(_ descriptor: Int32, waitingFor events: Int32, _ call: () -> Int) -> Int {
        while true {
            let result = call()
            guard result < 0 else { return result }
            switch errno {
            case EINTR: continue
            case EAGAIN: wait(descriptor, for: events)
            default: return result
            }
        }
    }

    /// Writes UTF-8 text; the `errno` of a failure, or nil.
    public func write(_ text: String) -> Int32? { write(Array(text.utf8)) }

    /// Waits until a non-blocking descriptor is ready (`POLLIN` or `POLLOUT`).
    static func wait(_ descriptor: Int32, for events: Int32) {
        var poller = pollfd(fd: descriptor, events: Int16(events), revents: 0)
        _ = poll(&poller, 1, -1)
    }

    /// A write failure in plain words: "it is closed", "the disk is full".
    public static func reason(_ code: Int32) -> String {
        switch code {
        case EBADF: "it is closed"
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is used up"
        case EPIPE: "the reader went away"
        case EIO: "an input/output error"
        default: String(cString: strerror(code))
        }
    }
}
