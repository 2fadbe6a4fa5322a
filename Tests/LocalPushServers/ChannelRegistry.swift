import Foundation
import Synchronization

/// The broadcast channels a local APNs holds, shared by its management host and its push host:
/// each channel's storage policy by id, which apps may broadcast, and how many channels an app
/// may have (Apple allows 10,000 per environment).
final class ChannelRegistry: Sendable {
    private struct State {
        var channels: [String: (bundleID: String, policy: Int)] = [:]
        var answers: [String: APNsAnswer] = [:]
    }

    /// The apps with broadcast turned on; nil: every app the server knows.
    let enabledApps: Set<String>?
    /// The most channels an app may have.
    let limit: Int
    private let state = Mutex(State())

    init(enabledApps: Set<String>?, limit: Int) {
        self.enabledApps = enabledApps
        self.limit = limit
    }

    /// A new channel's id, or nil when the app has `limit` channels already.
    func create(bundleID: String, policy: Int) -> String? {
        state.withLock { state in
            guard state.channels.values.filter({ $0.bundleID == bundleID }).count < limit else { return nil }
            // 16 random bytes in base64, as Apple's ids are.
            let id = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
            state.channels[id] = (bundleID, policy)
            return id
        }
    }

    /// The storage policy of `id` for `bundleID`, or nil when no such channel is registered.
    func policy(of id: String, bundleID: String) -> Int? {
        state.withLock { state in state.channels[id].flatMap { $0.bundleID == bundleID ? $0.policy : nil } }
    }

    /// The app's channel ids, in no particular order.
    func channels(of bundleID: String) -> [String] {
        state.withLock { state in state.channels.filter { $0.value.bundleID == bundleID }.map(\.key).sorted() }
    }

    /// Deletes a channel; false when there was none.
    func delete(_ id: String, bundleID: String) -> Bool {
        state.withLock { state in
            guard state.channels[id]?.bundleID == bundleID else { return false }
            state.channels[id] = nil
            return true
        }
    }

    /// Scripts the answer a broadcast on `id` gets after the checks pass.
    func script(_ answer: APNsAnswer, forChannel id: String) {
        state.withLock { $0.answers[id] = answer }
    }

    /// The answer scripted for a broadcast on `id` (accept when none).
    func answer(forChannel id: String) -> APNsAnswer {
        state.withLock { $0.answers[id] ?? .accept }
    }

    /// Whether `text` is a channel id as APNs writes them: base64 of at most 128 characters.
    static func isChannelID(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 128 && Data(base64Encoded: text) != nil
    }
}
