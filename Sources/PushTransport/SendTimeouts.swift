/// How long a send waits: to connect, and for each answer once the request is written.
public struct SendTimeouts: Sendable, Equatable {
    /// Seconds to open the connection (TCP and TLS).
    public var connect: Double
    /// Seconds to wait for an answer.
    public var answer: Double

    /// About 10 s to connect and 15 s per request, as the APNs libraries settle on.
    public static let standard = SendTimeouts(connect: 10, answer: 15)

    /// Creates timeouts.
    public init(connect: Double, answer: Double) {
        self.connect = connect
        self.answer = answer
    }
}
