import PushCore

/// What a picker hid when another option was chosen: one press back must not lose typing.
struct PickerMemory: Sendable {
    /// The custom sound file name, while "none" or "system default" is chosen.
    var customSound: String?
    /// The buttons set for each category, while another category is chosen.
    var buttonsByCategory: [String: [PushButton]] = [:]
    /// The app's own category id, while one of Braze's is chosen.
    var appCategory: String?
    /// The text of each extra value as typed, by key, while another type is chosen.
    var extraText: [String: String] = [:]
}
