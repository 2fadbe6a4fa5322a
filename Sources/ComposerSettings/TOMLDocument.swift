/// What `TOMLReader` reads: tables of keys and simple values, each with where it was written.
struct TOMLDocument: Sendable, Equatable {
    /// A value: the subset theme and config files need.
    enum Value: Sendable, Equatable {
        case string(String)
        case bool(Bool)
        case integer(Int64)
        /// `[…]` on one line, of the values above.
        case array([Value])

        /// How the value is named in messages.
        var typeName: String {
            switch self {
            case .string: "a string"
            case .bool: "a boolean"
            case .integer: "a number"
            case .array: "a list"
            }
        }

        /// The value as TOML writes it, which `TOMLReader` reads back as the same value.
        var source: String {
            switch self {
            case .string(let text):
                var out = "\""
                for scalar in text.unicodeScalars {
                    switch scalar {
                    case "\"": out += "\\\""
                    case "\\": out += "\\\\"
                    case "\t": out += "\\t"
                    case "\n": out += "\\n"
                    case "\r": out += "\\r"
                    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                        let hex = String(scalar.value, radix: 16, uppercase: true)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    default: out.unicodeScalars.append(scalar)
                    }
                }
                return out + "\""
            case .bool(let flag): return flag ? "true" : "false"
            case .integer(let number): return String(number)
            case .array(let items): return "[" + items.map(\.source).joined(separator: ", ") + "]"
            }
        }
    }

    /// One `key = value` line.
    struct Entry: Sendable, Equatable {
        /// The key, without quotes.
        var key: String
        /// The value.
        var value: Value
        /// The line it is on.
        var line: Int
        /// The column of the key.
        var column: Int
        /// Where the value's text lies on its line, in Unicode scalars from 0: what an edit
        /// replaces, leaving the key's indent and a comment after the value as they were.
        var valueSpan: Range<Int> = 0..<0
    }

    /// A `[name]` table, one `[[name]]` element, or the keys before the first header (name "").
    struct Table: Sendable, Equatable {
        /// The table's name, dotted for a sub-table (`apns.devices`); "" for the top level.
        var name: String
        /// Whether it is one element of an array of tables, `[[name]]`.
        var isArrayElement = false
        /// The header's line (0 for the top level).
        var line: Int
        /// The entries, in file order.
        var entries: [Entry]

        /// The entry with this key.
        func entry(_ key: String) -> Entry? { entries.first { $0.key == key } }
    }

    /// The top-level keys first, then each table in file order.
    var tables: [Table] = [Table(name: "", line: 0, entries: [])]

    /// The table with this name ("" for the top level).
    func table(_ name: String) -> Table? { tables.first { $0.name == name && !$0.isArrayElement } }

    /// The elements of the array of tables `[[name]]`, in file order.
    func elements(_ name: String) -> [Table] { tables.filter { $0.name == name && $0.isArrayElement } }
}
