import Foundation

/// A line of the send history that sent a given file, numbered as `push-composer history`
/// numbers it (1 is the latest send), so the composer's list and `resend N` agree.
public struct RecentSend: Sendable, Equatable {
    /// How many of a file's latest sends the composer lists (keys 1 to 5 send one again).
    public static let listed = 5

    /// The number `history` and `resend` know it by.
    public var number: Int
    /// The line.
    public var entry: SendHistoryEntry

    /// Creates a numbered line.
    public init(number: Int, entry: SendHistoryEntry) {
        self.number = number
        self.entry = entry
    }

    /// The latest `limit` lines of the history (`entries`, oldest first) that sent `file`,
    /// newest first. A file named relative to another folder is the same file when both lead to
    /// one path from `directory` (the folder the composer runs in).
    public static func of(file: String, in entries: [SendHistoryEntry], directory: String, limit: Int = listed) -> [RecentSend] {
        let wanted = absolute(file, in: directory)
        var found: [RecentSend] = []
        for (index, entry) in entries.enumerated().reversed() {
            guard found.count < limit else { break }
            guard let sent = entry.file, absolute(sent, in: directory) == wanted else { continue }
            found.append(RecentSend(number: entries.count - index, entry: entry))
        }
        return found
    }

    private static func absolute(_ path: String, in directory: String) -> String {
        let full = path.hasPrefix("/") ? path : directory + "/" + path
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }
}
