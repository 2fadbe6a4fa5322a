import Foundation

/// A value in a Liquid context.
public enum LiquidValue: Sendable, Equatable {
    /// nil: an unset attribute or variable; prints as nothing.
    case null
    /// true or false.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A float; prints the Ruby way (`1.0`, `1.0e+20`).
    case double(Double)
    /// Text.
    case string(String)
    /// An array; prints its elements one after another.
    case array([LiquidValue])
    /// An ordered hash; prints the Ruby way (`{"a"=>1}`).
    case hash(LiquidHash)
    /// An inclusive integer range such as `(1..5)`; `to < from` is an empty range. Kept lazy so `(1..1000000000)` costs nothing.
    case range(from: Int, to: Int)
    /// A point in time with the UTC offset it is shown in (what `time_zone` returns and `date` accepts).
    case date(LiquidDate)

    /// Converts what JSONSerialization produces (NSNumber bools vs numbers told apart correctly).
    /// Dictionary keys are sorted, because NSDictionary has no order; use `init(jsonText:)` to keep the file's order.
    public init(jsonObject: Any) {
        // Native Swift values first: bridged to NSNumber, a Swift Bool is not reliably told apart from 1.
        if type(of: jsonObject) == Bool.self, let flag = jsonObject as? Bool {
            self = .bool(flag)
            return
        }
        if type(of: jsonObject) == Int.self, let number = jsonObject as? Int {
            self = .int(number)
            return
        }
        if type(of: jsonObject) == Double.self, let number = jsonObject as? Double {
            self = .double(number)
            return
        }
        switch jsonObject {
        case let value as LiquidValue:
            self = value
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            self = LiquidValue.fromNumber(number)
        case let array as [Any]:
            self = .array(array.map { LiquidValue(jsonObject: $0) })
        case let dictionary as [String: Any]:
            var hash = LiquidHash()
            for key in dictionary.keys.sorted() {
                hash[key] = LiquidValue(jsonObject: dictionary[key] as Any)
            }
            self = .hash(hash)
        case let date as Date:
            self = .date(LiquidDate(date: date))
        default:
            self = .null
        }
    }

    private static func fromNumber(_ number: NSNumber) -> LiquidValue {
        // A JSON true/false is an NSNumber whose objCType is "c" (char); JSON numbers never are.
        switch String(cString: number.objCType) {
        case "c", "B":
            return .bool(number.boolValue)
        case "f", "d":
            return .double(number.doubleValue)
        case "Q":
            let unsigned = number.uint64Value
            return unsigned <= UInt64(Int.max) ? .int(Int(unsigned)) : .double(number.doubleValue)
        default:
            return .int(number.intValue)
        }
    }
}

extension LiquidValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer literal.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A float literal.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array literal.
    public init(arrayLiteral elements: LiquidValue...) { self = .array(elements) }
    /// A dictionary literal, in the order written.
    public init(dictionaryLiteral elements: (String, LiquidValue)...) { self = .hash(LiquidHash(elements)) }
}
