import PushSending
import Synchronization

/// One signed token per team and key, reused for 50 minutes: Apple refuses a token over an
/// hour old and one changed more often than every 20 minutes, so a token per push would fail.
public final class ProviderTokenCache: Sendable {
    private struct Issued: Sendable {
        var token: String
        var issuedAt: Int64
    }

    /// How long a token is reused, in seconds.
    public static let lifetime: Int64 = 50 * 60

    private let key: APNsSigningKey
    private let issued = Mutex<Issued?>(nil)
    /// How many tokens were signed, for tests and the benchmark.
    public var signedCount: Int { count.withLock { $0 } }
    private let count = Mutex(0)

    /// Creates a cache for a key.
    public init(key: APNsSigningKey) { self.key = key }

    /// The current token, signing a new one when there is none or it is 50 minutes old.
    public func token(now: Int64) throws -> String {
        try issued.withLock { current in
            if let current, now - current.issuedAt < Self.lifetime, now >= current.issuedAt { return current.token }
            return try sign(now, into: &current)
        }
    }

    /// After Apple said `ExpiredProviderToken` for `rejected`: a new token, signed once however
    /// many requests report the same rejected one.
    public func renew(after rejected: String, now: Int64) throws -> String {
        try issued.withLock { current in
            if let current, current.token != rejected { return current.token }
            return try sign(now, into: &current)
        }
    }

    private func sign(_ now: Int64, into current: inout Issued?) throws -> String {
        let token = try key.token(issuedAt: now)
        current = Issued(token: token, issuedAt: now)
        count.withLock { $0 += 1 }
        return token
    }
}
