import PushCore
import TextFormats

/// How a user from Braze's `/users/export/ids` becomes a test user: the export's field names
/// turned into the names templates use (`email` → `email_address`, `custom_attributes` →
/// `custom_attribute`, …). Braze publishes no such table; this one is the project's reading of
/// its documentation, in one place.
public enum BrazeExportMapping {
    /// Export fields copied under another (or the same) name.
    static let renamed: [(liquid: String, export: String)] = [
        ("user_id", "external_id"), ("email_address", "email"), ("city", "home_city"), ("date_of_birth", "dob"),
        ("phone_number", "phone"), ("random_bucket_number", "random_bucket"), ("most_recent_location", "last_coordinates"),
        ("first_name", "first_name"), ("last_name", "last_name"), ("language", "language"), ("time_zone", "time_zone"),
        ("country", "country"), ("gender", "gender"), ("braze_id", "braze_id"),
    ]

    /// The fields to ask the export for: only what the mapping uses, since the export returns
    /// whole histories otherwise.
    public static let fieldsToExport: [String] = renamed.map(\.export) + ["email_subscribe", "custom_attributes", "devices", "push_tokens", "apps"]

    /// The test user's attributes for an exported user.
    public static func attributes(from exported: JSONObject) -> JSONObject {
        var out = JSONObject()
        for (liquid, export) in renamed {
            if let value = exported[export], value != .null { out[liquid] = value }
        }
        if let state = exported["email_subscribe"] {
            out["subscribed_state"] = .object(JSONObject(pairs: ["email_global": state]))
        }
        if let custom = exported["custom_attributes"]?.objectValue { out["custom_attribute"] = .object(custom) }
        // The app used last gives the last-used date and the most recent app version.
        let apps = (exported["apps"]?.arrayValue ?? []).compactMap(\.value.objectValue)
        if let latest = apps.max(by: { ($0["last_used"]?.stringValue ?? "") < ($1["last_used"]?.stringValue ?? "") }) {
            if let used = latest["last_used"] { out["last_used_app_date"] = used }
            if let version = latest["version"] { out["most_recent_app_version"] = version }
        }
        if var device = (exported["devices"]?.arrayValue ?? []).first?.value.objectValue {
            if let platform = (exported["push_tokens"]?.arrayValue ?? []).first?.value.objectValue?["platform"]?.stringValue {
                device["platform"] = .string(platform.lowercased())
            }
            out["most_recently_used_device"] = .object(device)
            out["targeted_device"] = .object(device)
        }
        return out
    }

    /// `existing` updated with `fetched`: what the export gives replaces, and everything else the
    /// user wrote by hand (event properties, a locale) stays.
    public static func merge(_ fetched: JSONObject, into existing: JSONObject) -> JSONObject {
        var out = existing
        for member in fetched.members { out[member.key] = member.value.value }
        return out
    }
}
