import PushCore

/// One option of the Buttons screen's category picker.
enum CategoryChoice: Sendable, Equatable {
    /// No buttons.
    case none
    /// One of Braze's categories, which come with their buttons.
    case braze(DefaultCategory)
    /// One of the app's own categories as the config describes it.
    case app(AppCategory)
    /// A category id typed in (the one typed before, if any), whose buttons are typed in too.
    case typed(String?)

    /// The push's `category` this choice sets.
    var category: String? {
        switch self {
        case .none: nil
        case .braze(let category): category.rawValue
        case .app(let category): category.id
        case .typed(let id): id ?? ""
        }
    }

    /// How the picker names it.
    var name: String {
        switch self {
        case .none: "none"
        case .braze(let category): category.buttons.map(\.label).joined(separator: " / ")
        case .app(let category): category.id
        case .typed: "app's own category"
        }
    }
}
