extension ScheduleField {
    /// The field's shape and description in a `schedule` object.
    public var schema: FieldSchema {
        switch self {
        case .time: FieldSchema(rawValue, .text(format: "date-time"), "When to send, ISO 8601; with in_local_time, the time of day in each user's zone.")
        case .inLocalTime: FieldSchema(rawValue, .boolean, "true sends at time in each user's own time zone.")
        case .atOptimalTime: FieldSchema(rawValue, .boolean, "true sends on time's day at each user's most engaged hour.")
        }
    }
}
