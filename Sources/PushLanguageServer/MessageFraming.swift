import Foundation

/// LSP's base protocol: each message a `Content-Length` header, a blank line, and that many
/// bytes of JSON. Bytes are fed as they arrive; whole bodies come out.
struct MessageFraming: Sendable {
    /// The largest body taken: a push file is kilobytes; a bigger message is refused, not buffered.
    static let maxBody = 16 << 20
    /// The longest header block taken.
    static let maxHeader = 8 << 10

    /// What came out of the bytes fed so far.
    enum Part: Sendable, Equatable {
        case body([UInt8])
        /// A header block that is not LSP's, or a body over the limit: the stream cannot go on.
        case broken(String)
    }

    private var buffer: [UInt8] = []
    private var start = 0

    /// Feeds bytes; returns the parts now complete.
    mutating func feed(_ bytes: ArraySlice<UInt8>) -> [Part] {
        buffer += bytes
        var parts: [Part] = []
        while true {
            guard let headerEnd = Self.find([13, 10, 13, 10], in: buffer, from: start) else {
                if buffer.count - start > Self.maxHeader { return parts + [.broken("a header block longer than \(Self.maxHeader) bytes")] }
                break
            }
            let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
            var length: Int?
            for line in header.split(separator: "\r\n") {
                let pair = line.split(separator: ":", maxSplits: 1)
                if pair.count == 2, pair[0].lowercased() == "content-length" {
                    length = Int(pair[1].trimmingCharacters(in: .whitespaces))
                }
            }
            guard let length, length >= 0 else { return parts + [.broken("a message without a Content-Length")] }
            guard length <= Self.maxBody else { return parts + [.broken("a message of \(length) bytes (at most \(Self.maxBody))")] }
            let bodyStart = headerEnd + 4
            guard buffer.count - bodyStart >= length else { break }
            parts.append(.body(Array(buffer[bodyStart..<bodyStart + length])))
            start = bodyStart + length
        }
        // What is consumed is dropped once it is most of the buffer.
        if start > 0 && start * 2 >= buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        return parts
    }

    /// A body framed for writing.
    static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard haystack.count >= needle.count + from else { return nil }
        var i = from
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0] && haystack[i + 1] == needle[1] && haystack[i + 2] == needle[2] && haystack[i + 3] == needle[3] { return i }
            i += 1
        }
        return nil
    }
}
