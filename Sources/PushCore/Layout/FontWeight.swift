/// The two weights a notification uses: semibold for the title, regular for the rest.
public enum FontWeight: Sendable, Equatable {
    case regular
    case semibold
}
