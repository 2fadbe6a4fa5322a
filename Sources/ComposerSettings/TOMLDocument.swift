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
