/// Turns UTF-8 byte offsets into 1-based line:column (columns count characters), on demand only.
struct SourceLocator: Sendable {
    let bytes: [UInt8]

    func location(of offset: Int) -> (line: Int, column: Int) {
        let end = max(0, min(offset, bytes.count))
        var line = 1
        var lineStart = 0
        var index = 0
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        let prefix = String(decoding: bytes[lineStart..<end], as: UTF8.self)
        return (line, prefix.count + 1)
    }

    func error(_ error: SourceError) -> LiquidError {
        let (line, column) = location(of: error.offset)
        return LiquidError(code: error.code, message: error.message, line: line, column: column)
    }
}
