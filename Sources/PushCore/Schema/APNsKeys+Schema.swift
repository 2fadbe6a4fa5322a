extension APNsKeys {
    /// `content-available` and `mutable-content`: 1 (or 0), as Apple writes them; true and false read too.
    private static var flag: FieldShape { .constant([.number("1"), .number("0"), .bool(true), .bool(false)]) }

    /// The keys of `aps`, each with its shape and what it does, in `aps`'s order. Made when asked
    /// (a schema, an editor's completion), not kept: a shape holds boxes whose pointers carry
    /// the enum's tag bits, which a leak checker cannot follow from a global.
    public static var apsSchema: [FieldSchema] { [
        FieldSchema("alert", .either([.text(), .named("apns_alert")]), "What the notification shows: text, or an object of title, subtitle, body and localisation keys."),
        FieldSchema("badge", .integer(minimum: 0), "The number on the app's icon; 0 clears it."),
        FieldSchema("sound", .either([.text(), .anyObject]), "A sound file in the app's bundle or \"default\"; an object (critical, name, volume) for a critical alert."),
        FieldSchema("thread-id", .text(), "Notifications with the same id are grouped into one thread."),
        FieldSchema("category", .text(), "The notification category whose buttons show."),
        FieldSchema("content-available", flag, "1 wakes the app in the background (a background push)."),
        FieldSchema("mutable-content", flag, "1 lets the app's service extension change the push."),
        FieldSchema("target-content-id", .text(), "The window a tap brings forward."),
        FieldSchema("interruption-level", .text(choices: InterruptionLevel.allCases.map(\.rawValue)),
                    "How strongly it interrupts (iOS 15+): passive, active, time-sensitive or critical."),
        FieldSchema("relevance-score", .number(), "How the summary ranks it, 0 to 1 (a Live Activity's any number)."),
        FieldSchema("filter-criteria", .text(), "The Focus filter that decides whether it shows."),
        FieldSchema("stale-date", .integer(), "When the Live Activity turns stale, in UNIX seconds."),
        FieldSchema("content-state", .anyObject, "The Live Activity's state: its ContentState's values."),
        FieldSchema("timestamp", .integer(), "When the Live Activity's state was true, in UNIX seconds."),
        FieldSchema("event", .text(choices: ["start", "update", "end"]), "What the Live Activity push does."),
        FieldSchema("dismissal-date", .integer(), "When an ended Live Activity leaves the lock screen, in UNIX seconds."),
        FieldSchema("attributes-type", .text(), "The ActivityAttributes type a push-to-start starts."),
        FieldSchema("attributes", .anyObject, "The static attributes of the Live Activity a push-to-start starts."),
        FieldSchema("input-push-token", .constant([.number("1")]), "1 asks a Live Activity started by push for its own update token."),
        FieldSchema("input-push-channel", .text(), "The broadcast channel a Live Activity started by push listens to (iOS 18)."),
        FieldSchema("content-changed", .boolean, "true reloads the app's widgets or controls (the widgets and controls push types)."),
        FieldSchema("summary-arg", .text(), "Ignored since iOS 15: the text the old notification summary named its group with."),
        FieldSchema("summary-arg-count", .integer(), "Ignored since iOS 15: how many items the old notification summary counted this push as."),
    ] }

    /// The keys of `aps.alert`, each with its shape and what it does (made when asked).
    public static var alertSchema: [FieldSchema] { alert.map { key in
        let list = key.hasSuffix("-args")
        return FieldSchema(key, list ? .list(.text()) : .text(), alertMeaning[key] ?? "")
    } }

    private static let alertMeaning = [
        "title": "One bold line above the body.",
        "subtitle": "A second bold line under the title.",
        "body": "The message.",
        "launch-image": "The launch image shown when the push is opened.",
        "title-loc-key": "The key of a localised title.",
        "title-loc-args": "The values the localised title's %@ take.",
        "subtitle-loc-key": "The key of a localised subtitle.",
        "subtitle-loc-args": "The values the localised subtitle's %@ take.",
        "loc-key": "The key of a localised body.",
        "loc-args": "The values the localised body's %@ take.",
        "action-loc-key": "Legacy: the key of the action button's title.",
        "sound": "A Live Activity's sound.",
    ]
}
