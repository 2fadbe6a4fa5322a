/// A notification category the app registers itself, with its buttons as the phone shows them:
/// app facts that no push carries, kept in the config so every file shares them.
public struct AppCategory: Sendable, Equatable {
    /// One of the category's buttons, as the app registered its `UNNotificationAction`.
    public struct Button: Sendable, Equatable {
        /// The action identifier, the `action_id` of the push's button.
        public var id: String
        /// The title the phone shows.
        public var label: String
        /// Drawn in red by iOS (`.destructive`).
        public var isDestructive: Bool
        /// Asks for the phone to be unlocked first (`.authenticationRequired`).
        public var needsUnlock: Bool

        /// Creates a button.
        public init(id: String, label: String, isDestructive: Bool = false, needsUnlock: Bool = false) {
            self.id = id
            self.label = label
            self.isDestructive = isDestructive
            self.needsUnlock = needsUnlock
        }
    }

    /// The category identifier, the push's `category`.
    public var id: String
    /// The buttons in the order the app registered them.
    public var buttons: [Button]

    /// Creates a category.
    public init(id: String, buttons: [Button]) {
        self.id = id
        self.buttons = buttons
    }

    /// The button with this action identifier.
    public func button(_ id: String) -> Button? { buttons.first { $0.id == id } }
}
