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

    /// Creates settings.
    public init(apns: APNsSettings? = nil, braze: BrazeSettings? = nil, apnsProblems: [String] = [], brazeProblems: [String] = []) {
        self.apns = apns
        self.braze = braze
        self.apnsProblems = apnsProblems
        self.brazeProblems = brazeProblems
    }
}
