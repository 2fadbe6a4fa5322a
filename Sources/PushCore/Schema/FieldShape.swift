import TextFormats

/// What a field's value must be, as the reader and the rules take it: the one description the
/// JSON Schemas are written from and editors complete from.
public indirect enum FieldShape: Sendable, Equatable {
    /// Text, optionally one of `choices`.
    case text(choices: [String]? = nil, format: String? = nil)
    /// `true` or `false`.
    case boolean
    /// A number in `minimum...maximum` where given.
    case number(minimum: Double? = nil, maximum: Double? = nil)
    /// A whole number in `minimum...maximum` where given.
    case integer(minimum: Int? = nil, maximum: Int? = nil)
    /// One of these exact values (`1` for `content-available`).
    case constant([JSONValue])
    /// A list of values of one shape, at most `maxItems` where given.
    case list(FieldShape, maxItems: Int? = nil)
    /// An object: its known fields; `closed` when no other key belongs (another is `key.unknown`).
    case object(fields: [FieldSchema], required: [String] = [], closed: Bool)
    /// Any of these shapes.
    case either([FieldShape])
    /// The shape defined once under this name (`apple_push`), in the schema's `$defs`.
    case named(String)
    /// Any object (custom data).
    case anyObject
    /// Any value at all (a key Braze has retired, still read).
    case anything

    /// The shape as JSON Schema (draft 2020-12), with `description`.
    func schema(description: String? = nil) -> JSONObject {
        var o = JSONObject()
        if let description { o["description"] = .string(description) }
        switch self {
        case .text(let choices, let format):
            o["type"] = .string("string")
            if let choices { o["enum"] = .array(choices.map { JSONNode(.string($0)) }) }
            if let format { o["format"] = .string(format) }
        case .boolean:
            o["type"] = .string("boolean")
        case .number(let minimum, let maximum):
            o["type"] = .string("number")
            if let minimum { o["minimum"] = .number(Self.text(minimum)) }
            if let maximum { o["maximum"] = .number(Self.text(maximum)) }
        case .integer(let minimum, let maximum):
            o["type"] = .string("integer")
            if let minimum { o["minimum"] = .number(String(minimum)) }
            if let maximum { o["maximum"] = .number(String(maximum)) }
        case .constant(let values):
            o["enum"] = .array(values.map { JSONNode($0) })
        case .list(let item, let maxItems):
            o["type"] = .string("array")
            o["items"] = .object(item.schema())
            if let maxItems { o["maxItems"] = .number(String(maxItems)) }
        case .object(let fields, let required, let closed):
            o["type"] = .string("object")
            var properties = JSONObject()
            for field in fields { properties[field.name] = .object(field.shape.schema(description: field.description)) }
            o["properties"] = .object(properties)
            if !required.isEmpty { o["required"] = .array(required.map { JSONNode(.string($0)) }) }
            if closed { o["additionalProperties"] = .bool(false) }
        case .either(let shapes):
            o["anyOf"] = .array(shapes.map { JSONNode(.object($0.schema())) })
        case .named(let name):
            o["$ref"] = .string("#/$defs/" + name)
        case .anyObject:
            o["type"] = .string("object")
        case .anything:
            break
        }
        return o
    }

    /// A bound as JSON writes it: `0` and `1`, not `0.0`.
    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// One field of an object: its key, its shape and what it is for.
public struct FieldSchema: Sendable, Equatable {
    /// The key.
    public let name: String
    /// What its value must be.
    public let shape: FieldShape
    /// One or two sentences: what the field does.
    public let description: String

    /// Creates a field.
    public init(_ name: String, _ shape: FieldShape, _ description: String) {
        self.name = name
        self.shape = shape
        self.description = description
    }
}
