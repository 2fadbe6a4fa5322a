import BrazeLiquid

/// Where Connected Content calls are made: the network, in the program; a test's own server.
public protocol ConnectedContentSource: Sendable {
    /// Makes `call` and says how it went; every failure is in the exchange, never thrown.
    func fetch(_ call: ConnectedContentCall) async -> ConnectedContentExchange
}
