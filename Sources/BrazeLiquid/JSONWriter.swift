/// Writes values as JSON text (`as_json_string`, and a Connected Content answer printed without `:save`).
enum JSONWriter {
    static func write(_ value: LiquidValue) -> String {
        var output = ""
        write(value, into: &output, depth: 0)
        return output
    }

    private static func write(_ value: LiquidValue, into output: inout String, depth: Int) {
        guard depth < 128 else {
            output += "null"
            return
        }
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .double(let number): output += number.isFinite ? RubyFormat.float(number) : "null"
        case .string(let text): output += "\"" + escape(text) + "\""
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                write(item, into: &output, depth: depth + 1)
            }
            output += "]"
        case .hash(let hash):
            output += "{"
            for (index, entry) in hash.enumerated() {
                if index > 0 { output += "," }
                output += "\"" + escape(entry.0) + "\":"
                write(entry.1, into: &output, depth: depth + 1)
            }
            output += "}"
        case .range(let from, let to):
            output += "\"\(from)..\(to)\""
        case .date(let date):
            output += "\"" + RubyFormat.time(date) + "\""
        }
    }

    /// Escapes for the inside of a JSON string: quote, backslash and control characters (what `json_escape` does).
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
