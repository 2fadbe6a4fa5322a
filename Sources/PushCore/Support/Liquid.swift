import BrazeLiquid
import TextFormats

/// Finds Liquid templating (`{{ … }}`, `{% … %}`, Braze's `${…}`), which Braze expands per user
/// at send time; the engine's one definition.
public enum Liquid {
    /// Whether a string holds Liquid.
    public static func appears(in text: String) -> Bool {
        LiquidTemplate.containsLiquid(text)
    }

    /// Whether any string in a JSON value holds Liquid.
    public static func appears(in value: JSONValue) -> Bool {
        value.containsString(where: appears(in:))
    }

    /// The value with every string that holds Liquid replaced by the text every rendering of it
    /// outputs; a template that does not parse is kept as written (it is an error of its own).
    public static func guaranteed(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text) where appears(in: text):
            guard let template = try? LiquidTemplate(text) else { return value }
            return .string(template.guaranteedText)
        case .array(let items):
            return .array(items.map { JSONNode(guaranteed($0.value), at: $0.location) })
        case .object(var object):
            for index in object.members.indices {
                object.members[index].value = JSONNode(guaranteed(object.members[index].value.value), at: object.members[index].value.location)
            }
            return .object(object)
        default:
            return value
        }
    }
}
