/// How many bytes one field takes in the device payload.
public struct BudgetRow: Sendable, Equatable, Codable {
    /// The `apple_push` field, e.g. `alert.title` or `extra.deep_link`.
    public var field: String
    /// Where it sits in the device payload, e.g. `aps.alert.title`.
    public var deviceKey: String
    /// Its bytes: `"key":value` plus the comma before it.
    public var bytes: Int

    /// Creates a row.
    public init(field: String, deviceKey: String, bytes: Int) {
        self.field = field
        self.deviceKey = deviceKey
        self.bytes = bytes
    }
}
