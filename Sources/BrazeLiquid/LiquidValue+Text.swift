/// How values turn into text, the Ruby way.
extension LiquidValue {
    /// Appends the value as `{{ }}` prints it: nil prints nothing, arrays print their elements one after another.
    func write(to output: inout String) {
        switch self {
        case .null: return
        case .string(let text): output += text
        case .array(let items): for item in items { item.write(to: &output) }
        default: output += textValue
        }
    }

    /// Liquid's `Utils.to_s`: what a filter sees when it wants text (arrays and hashes in Ruby's inspect form).
    public var textValue: String {
        switch self {
        case .null: return ""
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return RubyFormat.float(number)
        case .string(let text): return text
        case .array, .hash: return inspect
        case .range(let from, let to): return "\(from)..\(to)"
        case .date(let date): return RubyFormat.time(date)
        }
    }

    /// Ruby's `inspect`, as hashes print (`{"a"=>1}`, Liquid keeps the pre-Ruby-3.4 form).
    var inspect: String {
        switch self {
        case .null: return "nil"
        case .string(let text): return RubyFormat.inspect(text)
        case .array(let items): return "[" + items.map(\.inspect).joined(separator: ", ") + "]"
        case .hash(let hash): return "{" + hash.map { RubyFormat.inspect($0.0) + "=>" + $0.1.inspect }.joined(separator: ", ") + "}"
        case .date(let date): return RubyFormat.time(date)
        default: return textValue
        }
    }

    /// Whether Liquid treats the value as true: everything but nil and false.
    var isTruthy: Bool {
        switch self {
        case .null, .bool(false): return false
        default: return true
        }
    }

    /// `blank`: nil, false, whitespace-only text, and whatever is `empty` (Ruby's `blank?`).
    var isBlank: Bool {
        switch self {
        case .null, .bool(false): return true
        case .string(let text): return text.isBlankText
        default: return isEmptyValue
        }
    }

    /// `empty`: empty text, arrays and hashes.
    var isEmptyValue: Bool {
        switch self {
        case .string(let text): return text.isEmpty
        case .array(let items): return items.isEmpty
        case .hash(let hash): return hash.isEmpty
        case .range(let from, let to): return to < from
        default: return false
        }
    }

    /// A short description of the value's kind for messages.
    var kindName: String {
        switch self {
        case .null: return "nil"
        case .bool: return "a boolean"
        case .int, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .hash: return "a hash"
        case .range: return "a range"
        case .date: return "a time"
        }
    }

    /// Values `.size` applies to.
    var isCollectionOrText: Bool {
        switch self {
        case .string, .array, .hash, .range: return true
        default: return false
        }
    }
}
