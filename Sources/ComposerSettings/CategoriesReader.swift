import PushCore
import TextFormats

/// Reads the config's `[[categories]]`, the app's own notification categories and their buttons:
///
///     [[categories]]
///     id = "shop_offer"             # the category id the app registers
///
///     [[categories.buttons]]
///     id = "shop"                   # the button's action id
///     label = "Shop now"            # the title the phone shows
///
///     [[categories.buttons]]
///     id = "later"
///     label = "Not now"
///     destructive = true            # drawn in red (optional)
///     unlock = false                # asks to unlock the phone first (optional)
///
/// A `[[categories.buttons]]` belongs to the `[[categories]]` above it, as TOML reads it. Every
/// mistake is one line naming the file and line; a category with one is left out.
struct CategoriesReader {
    let file: String

    /// The tables' names in the config.
    static let table = "categories"
    static let buttonsTable = "categories.buttons"
    static let keys = ["id"]
    static let buttonKeys = ["id", "label", "destructive", "unlock"]
    /// iOS shows at most four buttons; a category is registered with no more.
    static let maxButtons = 4

    func read(_ document: TOMLDocument) -> (categories: [AppCategory], notices: [String]) {
        var categories: [AppCategory] = []
        var notices: [String] = []
        // Each category as read so far, with whether a mistake leaves it out.
        var current: (id: String?, line: Int, buttons: [AppCategory.Button], bad: Bool)?
        func problem(_ line: Int, _ message: String) {
            notices.append("config \(file):\(line): [[categories]] \(message); this category is ignored")
        }
        func finish() {
            guard let category = current, !category.bad else { return }
            guard let id = category.id else {
                return problem(category.line, "needs the id the app registers (id = \"shop_offer\")")
            }
            if categories.contains(where: { $0.id == id }) {
                return problem(category.line, "\"\(id)\" is named twice; describe each category once")
            }
            if DefaultCategory(rawValue: id) != nil {
                return problem(category.line, "\"\(id)\" is one of Braze's own categories, whose buttons Braze names")
            }
            if category.buttons.isEmpty {
                return problem(category.line, "\"\(id)\" has no [[categories.buttons]]")
            }
            if category.buttons.count > Self.maxButtons {
                return problem(category.line, "\"\(id)\" has \(category.buttons.count) buttons; iOS shows at most \(Self.maxButtons)")
            }
            categories.append(AppCategory(id: id, buttons: category.buttons))
        }
        for table in document.tables where table.isArrayElement {
            if table.name == Self.table {
                finish()
                current = (nil, table.line, [], false)
                for entry in table.entries {
                    guard Self.keys.contains(entry.key) else {
                        problem(entry.line, "unknown key \"\(entry.key)\": a category has an id, then [[categories.buttons]]")
                        current?.bad = true
                        continue
                    }
                    guard case .string(let id) = entry.value, !id.isEmpty else {
                        problem(entry.line, "id must be a string in quotes")
                        current?.bad = true
                        continue
                    }
                    current?.id = id
                }
            } else if table.name == Self.buttonsTable {
                guard current != nil else {
                    notices.append("config \(file):\(table.line): [[categories.buttons]] comes before any [[categories]]; it is ignored")
                    continue
                }
                if let button = readButton(table, problem: problem) {
                    if current?.buttons.contains(where: { $0.id == button.id }) == true {
                        problem(table.line, "the button \"\(button.id)\" is named twice")
                        current?.bad = true
                    }
                    current?.buttons.append(button)
                } else {
                    current?.bad = true
                }
            }
        }
        finish()
        return (categories, notices)
    }

    private func readButton(_ table: TOMLDocument.Table, problem: (Int, String) -> Void) -> AppCategory.Button? {
        var text: [String: String] = [:]
        var flags: [String: Bool] = [:]
        var bad = false
        for entry in table.entries {
            guard Self.buttonKeys.contains(entry.key) else {
                let hint = NameSuggester.suggest(entry.key, among: Self.buttonKeys).map { "did you mean \"\($0)\"?" }
                    ?? "a button takes \(Self.buttonKeys.joined(separator: ", "))"
                problem(entry.line, "unknown key \"\(entry.key)\": \(hint)")
                bad = true
                continue
            }
            switch (entry.key, entry.value) {
            case ("destructive", .bool(let flag)), ("unlock", .bool(let flag)): flags[entry.key] = flag
            case ("id", .string(let value)) where !value.isEmpty, ("label", .string(let value)) where !value.isEmpty: text[entry.key] = value
            case ("destructive", _), ("unlock", _):
                problem(entry.line, "\(entry.key) is true or false")
                bad = true
            default:
                problem(entry.line, "\(entry.key) must be a string in quotes")
                bad = true
            }
        }
        guard !bad else { return nil }
        guard let id = text["id"], let label = text["label"] else {
            problem(table.line, "each of its buttons needs an id and a label (id = \"shop\", label = \"Shop now\")")
            return nil
        }
        return AppCategory.Button(id: id, label: label, isDestructive: flags["destructive"] ?? false,
                                  needsUnlock: flags["unlock"] ?? false)
    }
}
