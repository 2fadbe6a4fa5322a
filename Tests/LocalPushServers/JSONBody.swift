import Foundation

/// Response bodies written with JSONSerialization, keys sorted so bodies are stable.
enum JSONBody {
    /// The JSON text of `object`; an object JSONSerialization refuses becomes `{}`.
    static func encode(_ object: [String: Any]) -> [UInt8] {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return Array("{}".utf8) }
        return Array(data)
    }

    /// The top-level JSON object in `bytes`, or nil when the bytes are not one.
    static func object(_ bytes: [UInt8]) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
    }
}
