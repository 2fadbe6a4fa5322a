import PushCore

/// What the preview pane shows under the card.
public enum PreviewForm: Int, Sendable, CaseIterable {
    case payload, request, simctl, curl, headers

    /// The pane's heading.
    public var title: String {
        switch self {
        case .payload: "Device payload"
        case .request: "Braze request"
        case .simctl: "Simulator .apns"
        case .curl: "curl"
        case .headers: "APNs headers"
        }
    }

    /// The compile target behind it.
    public var target: CompileTarget {
        switch self {
        case .payload: .apns
        case .request: .request
        case .simctl: .simctl
        case .curl: .curl
        case .headers: .headers
        }
    }
}
