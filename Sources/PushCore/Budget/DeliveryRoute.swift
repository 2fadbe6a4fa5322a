/// The way a push reaches APNs, which decides the bytes Apple receives: Braze adds its campaign
/// key `ab.c`, a direct send carries the device payload exactly as compiled.
public enum DeliveryRoute: String, Sendable, Equatable, CaseIterable {
    /// Through Braze: the payload with `ab.c` as Braze adds it (136 bytes kept for it).
    case braze
    /// Straight to APNs: the device payload as compiled, a device payload file as written.
    case direct

    /// How a figure of this route is labelled, after "APNs": "via Braze", "direct".
    public var label: String {
        switch self {
        case .braze: "via Braze"
        case .direct: "direct"
        }
    }
}
