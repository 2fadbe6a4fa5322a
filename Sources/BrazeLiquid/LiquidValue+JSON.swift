import TextFormats

/// JSON in and out of Liquid through the one strict reader and writer: `json_parse`, Connected
/// Content answers, users files, `as_json_string`.
extension LiquidValue {
    /// Nesting deeper than this is refused when read, instead of overflowing the stack.
    static let jsonMaxDepth = 256
    /// Nesting deeper than this is written as null (Ruby's `to_json` stops where its default depth does).
    static let jsonWriteDepth = 128

    /// Ruby's `JSON.parse` lets a repeated key's later value win and reads documents far deeper and
    /// larger than a push file, so the reader is set to match (the render budget bounds the work).
    private static let jsonReader = JSONReader(maxBytes: 64 << 20, maxDepth: jsonMaxDepth, rejectsDuplicateKeys: false)

    /// A JSON value as Liquid sees it: whole numbers as integers, other numbers as doubles.
    public init(json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let text):
            if let int = Int(text) { self = .int(int) } else { self = .double(Double(text) ?? 0) }
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map { LiquidValue(json: $0.value) })
        case .object(let object):
            var hash = LiquidHash()
            for member in object.members { hash[member.key] = LiquidValue(json: member.value.value) }
            self = .hash(hash)
        }
    }

    /// Parses JSON text, keeping the order of object keys (Braze's Ruby hashes keep it too).
    public init(jsonText: String) throws(LiquidError) {
        do {
            self = LiquidValue(json: try Self.jsonReader.read(jsonText).value)
        } catch {
            throw LiquidError(code: LiquidErrorCode.render, message: "invalid JSON: \(error.message)",
                              line: error.location.line, column: error.location.column)
        }
    }

    /// The value as compact JSON, the way Ruby's `to_json` writes it: floats the Ruby way, ranges and
    /// dates as strings, and anything nested too deeply as null.
    var jsonText: String { JSONWriter.string(jsonValue(depth: 0)) }

    private func jsonValue(depth: Int) -> JSONValue {
        guard depth < Self.jsonWriteDepth else { return .null }
        switch self {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .number(String(number))
        case .double(let number): return number.isFinite ? .number(RubyFormat.float(number)) : .null
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.map { JSONNode($0.jsonValue(depth: depth + 1)) })
        case .hash(let hash):
            return .object(JSONObject(hash.map { JSONMember(key: $0.0, value: JSONNode($0.1.jsonValue(depth: depth + 1))) }))
        case .range(let from, let to): return .string("\(from)..\(to)")
        case .date(let date): return .string(RubyFormat.time(date))
        }
    }
}
