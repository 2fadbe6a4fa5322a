/// The composer's screens, one per concern, in tab order.
public enum Screen: Int, Sendable, CaseIterable {
    case alert, sound, badge, level, buttons, media, extras, delivery, audience, pushType

    /// The screens a file's form shows, in tab order. A device payload goes to one device, so it
    /// has no audience but a push type in that place; a Braze form the other way round.
    public static func tabs(devicePayload: Bool) -> [Screen] {
        allCases.filter { $0 != (devicePayload ? .audience : .pushType) }
    }

    /// The screen shown in this one's place for a form: the place of the audience is the push
    /// type's for a device payload.
    public func shown(devicePayload: Bool) -> Screen {
        switch self {
        case .audience where devicePayload: .pushType
        case .pushType where !devicePayload: .audience
        default: self
        }
    }

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
        case .pushType: "Type"
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
        case .pushType: "What APNs delivers it as (a header, not saved) and a Live Activity's keys."
        }
    }
}
