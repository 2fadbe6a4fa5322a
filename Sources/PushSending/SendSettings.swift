/// Everything the config file says about sending, with each table's mistakes kept apart: a
/// mistake in `[braze]` does not stop a send through APNs.
public struct SendSettings: Sendable, Equatable {
    /// `[apns]`, when present and usable.
    public var apns: APNsSettings?
    /// `[braze]`, when present and usable.
    public var braze: BrazeSettings?
    /// One line each, naming the key and the fix, for `[apns]` and `[[apns.devices]]`.
    public var apnsProblems: [String]
    /// One line each for `[braze]`.
    public var brazeProblems: [String]
    /// The proxy every connection goes through (`[network]` or the proxy variables); nil: direct.
    public var proxy: ProxyRoute?
    /// One line each for `[network]` and the proxy variables; each stops every send and fetch.
    public var networkProblems: [String] = []

    /// Creates settings.
    public init(apns: APNsSettings? = nil, braze: BrazeSettings? = nil, apnsProblems: [String] = [], brazeProblems: [String] = []) {
        self.apns = apns
        self.braze = braze
        self.apnsProblems = apnsProblems
        self.brazeProblems = brazeProblems
    }

    /// These settings with `proxy` in every service's table, and `problems` stopping every send:
    /// a proxy named wrongly must not mean going around it.
    public func routed(through proxy: ProxyRoute?, problems: [String]) -> SendSettings {
        var settings = self
        settings.proxy = proxy
        settings.apns?.proxy = proxy
        settings.braze?.proxy = proxy
        settings.networkProblems = problems
        if !problems.isEmpty {
            settings.apns = nil
            settings.braze = nil
            settings.apnsProblems += problems
            settings.brazeProblems += problems
        }
        return settings
    }
}
