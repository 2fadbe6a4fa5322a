/// The width class of the phone a card is laid out for.
public enum PhoneSize: String, Sendable, CaseIterable, Codable {
    /// 320 pt wide: the first iPhone SE and the smallest screens still in use.
    case small
    /// 393 pt wide: the iPhone 15 and 16; the default.
    case standard
    /// 430 pt wide: the Plus and Pro Max models.
    case large

    /// The screen's width in points.
    public var points: Double {
        switch self {
        case .small: 320
        case .standard: 393
        case .large: 430
        }
    }

    /// Every phone with its width, for help texts: "small (320 pt), standard (393 pt), large (430 pt)".
    public static var summary: String {
        allCases.map { "\($0.rawValue) (\(Int($0.points)) pt)" }.joined(separator: ", ")
    }

    /// How the phone is named in messages, e.g. "a standard phone (393 pt)".
    public var phrase: String { Self.phrases[self] ?? rawValue }

    /// Every phrase, made once: each cut note of every file validated names its phone.
    private static let phrases = Dictionary(uniqueKeysWithValues: allCases.map { ($0, "a \($0.rawValue) phone (\(Int($0.points)) pt)") })
}
