import Cryptography
import Foundation
import LocalPushServers
import Synchronization

/// DIR/requests.jsonl: one JSON line per request, for scripts to inspect. It holds header
/// names only, never a value, so no key, token or authorization reaches the file.
final class RequestLog: Sendable {
    private let file: Mutex<FileHandle>

    /// Starts an empty log at `path`.
    init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path)
        else { throw LocalServerError("cannot create \(path)") }
        file = Mutex(handle)
    }

    func record(_ request: APNsRecordedRequest) {
        append([
            "server": "apns",
            "connection": request.connection,
            "stream": request.streamID,
            "method": request.method,
            "path": request.path,
            "status": request.status ?? NSNull(),
            "reason": request.reason ?? NSNull(),
            "apns-id": request.responseHeaders.headerValue("apns-id") ?? NSNull(),
            "apns-unique-id": request.responseHeaders.headerValue("apns-unique-id") ?? NSNull(),
            "headers": request.headers.map(\.name),
            // The headers that say what the push is; never authorization, which holds a token.
            "apns-push-type": request.headers.headerValue("apns-push-type") ?? NSNull(),
            "apns-topic": request.headers.headerValue("apns-topic") ?? NSNull(),
            "apns-priority": request.headers.headerValue("apns-priority") ?? NSNull(),
            "apns-channel-id": request.headers.headerValue("apns-channel-id") ?? NSNull(),
            "body_size": request.body.count,
            // The body's digest, never the body: a script compares the bytes two senders sent.
            "body_sha256": (try? DigestAlgorithm.sha256.hexHash(request.body)) ?? NSNull(),
        ])
    }

    func record(_ request: BrazeRecordedRequest) {
        append([
            "server": "braze",
            "connection": request.connection,
            "stream": request.streamID,
            "method": request.method,
            "path": request.path,
            "status": request.status ?? NSNull(),
            "x-request-id": request.responseHeaders.headerValue("x-request-id") ?? NSNull(),
            "headers": request.headers.map(\.name),
            "body_size": request.body.count,
        ])
    }

    private func append(_ line: [String: Any]) {
        guard var data = try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return }
        data.append(UInt8(ascii: "\n"))
        // One write per line under the lock, so lines from the two servers never interleave.
        file.withLock { handle in
            try? handle.write(contentsOf: data)
        }
    }
}
