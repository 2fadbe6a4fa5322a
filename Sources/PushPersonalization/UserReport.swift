import PushCore

/// One test user's outcome, as the all-users table shows it: what they get, its exact bytes,
/// and what the lock screen of each phone cuts from the title and body.
public struct UserReport: Sendable {
    /// The user's name.
    public let user: String
    /// What they get.
    public let result: Personalization
    /// The budget of the push as they get it; nil when they get nothing.
    public let budget: ByteBudget?
    /// The card on each phone, when they get it.
    public let fits: [(phone: PhoneSize, fit: CardFit)]
    /// The locale whose translations they get, when the message has translations.
    public let locale: String?

    /// The report for a rendering, laid out for `phones`.
    public init(user: String, result: Personalization, phones: [PhoneSize], locale: String? = nil) {
        self.user = user
        self.result = result
        self.locale = locale
        if case .sent(let rendered) = result {
            budget = ByteBudget(push: rendered.push)
            fits = phones.map { (phone: $0, fit: CardFit(rendered.push, phone: $0)) }
        } else {
            budget = nil
            fits = []
        }
    }

    /// What happens, in words: "gets it", "not sent: {% abort_message %} called", "needs live data: connected_content".
    public var outcomeText: String {
        switch result {
        case .sent: locale.map { "gets it in \($0)" } ?? "gets it"
        case .needsData("content_blocks", let name): "needs content block \(name)"
        case .needsData("connected_content", _): "needs live data: connected_content (--live calls it)"
        case .needsData(let tag, _): "needs live data: \(tag)"
        default: "not sent: \(result.reason ?? result.outcome)"
        }
    }

    /// The table's column titles: bytes against Braze's 1912 and APNs' 4096.
    public static let header = ["user", "phone", "outcome", "Braze B", "APNs B", "title", "body"]

    /// The table's rows for this user: one a phone, the outcome and bytes on the first; a user
    /// who gets nothing has one short row with the reason. Cells are raw (names and reasons come
    /// from outside): each face sanitises them.
    public var rows: [[String]] {
        guard let budget else { return [[user, "", outcomeText]] }
        return fits.enumerated().map { index, entry in
            let first = index == 0
            return [first ? user : "", entry.phone.rawValue, first ? outcomeText : "",
                    first ? String(budget.brazeBytes) : "",
                    first ? String(budget.apnsBytes) : "",
                    Self.cut(entry.fit.title, lost: entry.fit.titleLost), Self.cut(entry.fit.body, lost: entry.fit.bodyLost)]
        }
    }

    private static func cut(_ text: FittedText?, lost: Int) -> String {
        guard let text else { return "-" }
        return text.isCut ? "cut, \(lost) lost" : "fits"
    }
}
