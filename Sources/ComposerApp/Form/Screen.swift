/// The composer's screens, one per concern, in tab order.
public enum Screen: Int, Sendable, CaseIterable {
    case alert, sound, badge, level, buttons, media, extras, delivery, audience

    /// The tab's name.
    public var title: String {
        switch self {
        case .alert: "Alert"
        case .sound: "Sound"
        case .badge: "Badge"
        case .level: "Level"
        case .buttons: "Buttons"
        case .media: "Media"
        case .extras: "Extras"
        case .delivery: "Delivery"
        case .audience: "Audience"
        }
    }

    /// One line on what the screen is for, shown under the tabs.
    public var summary: String {
        switch self {
        case .alert: "What the notification says, and what a click on it opens."
        case .sound: "What it plays: nothing, the system sound, or a sound file in the app."
        case .badge: "The number on the app icon after this push."
        case .level: "How strongly it interrupts (iOS 15+) and how it ranks in the summary."
        case .buttons: "Action buttons: one of Braze's categories or the app's own."
        case .media: "A picture, GIF, video or sound with the notification."
        case .extras: "Custom keys the app receives at the top level of the payload."
        case .delivery: "When and how APNs delivers it."
        case .audience: "Who receives it: the request around the push."
        }
    }
}
