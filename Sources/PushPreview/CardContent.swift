import PushCore

/// What the card shows for a push, derived once; rendering only lays it out.
public struct CardContent: Sendable, Equatable {
    /// A background push: nothing is shown, and this is what the app receives.
    public struct Silent: Sendable, Equatable {
        /// The keys the app receives, e.g. `aps.content-available`, `promo_id`.
        public var receives: [String]
    }

    /// The interruption level, which decides the label row and a quiet delivery.
    public var level: InterruptionLevel?
    /// The title line; the app name when the push has no title.
    public var title: String
    /// Whether the title is the app name standing in.
    public var titleIsAppName: Bool
    /// The body text, unwrapped.
    public var body: String
    /// Whether title or body comes from a localization key, resolved on the device.
    public var isLocalized: Bool
    /// The rich media's kind (`image`, `GIF`, `video`, `audio`) and type, when there is media.
    public var media: (kind: String, type: String)?
    /// The buttons of the expanded card, at most four.
    public var buttons: [CardButton]
    /// The category when it is the app's own and the push names no buttons for it.
    public var appCategory: String?
    /// The thread that the notification stacks in.
    public var threadID: String?
    /// The relevance score, which ranks the notification in the summary.
    public var relevance: String?
    /// Set for a background push that shows nothing.
    public var silent: Silent?

    public static func == (a: CardContent, b: CardContent) -> Bool {
        a.level == b.level && a.title == b.title && a.titleIsAppName == b.titleIsAppName && a.body == b.body
            && a.isLocalized == b.isLocalized && a.media?.kind == b.media?.kind && a.media?.type == b.media?.type
            && a.buttons == b.buttons && a.appCategory == b.appCategory && a.threadID == b.threadID
            && a.relevance == b.relevance && a.silent == b.silent
    }

    /// Derives the content of a push.
    public init(push: ApplePush, options: CardOptions) {
        level = push.interruptionLevel.flatMap(InterruptionLevel.init(rawValue:))
        var localized = false
        var title: String?
        var body = ""
        switch push.alert {
        case .text(let s)?:
            body = s
        case .content(let c)?:
            if let key = c.titleLocKey {
                title = Self.substitute(key, c.titleLocArgs ?? [])
                localized = true
            } else {
                title = c.title
            }
            if let key = c.locKey {
                body = Self.substitute(key, c.locArgs ?? [])
                localized = true
            } else {
                body = c.body ?? ""
            }
        case nil:
            break
        }
        self.title = title ?? options.appName
        self.titleIsAppName = title == nil
        self.body = body
        self.isLocalized = localized
        if push.assetURL != nil {
            let type = push.assetFileType.flatMap(AssetFileType.init(rawValue:))
                ?? push.assetURL.flatMap(AssetFileType.guess(fromURL:))
            media = (type?.mediaKind ?? "media", type?.rawValue ?? push.assetFileType ?? "?")
        } else {
            media = nil
        }
        (buttons, appCategory) = Self.buttons(push, options)
        threadID = push.threadID
        relevance = push.relevanceScore?.text
        if push.alert == nil && push.contentAvailable == true {
            var receives = ["aps.content-available"]
            receives += (push.extra?.keys ?? [])
            silent = Silent(receives: receives)
        } else {
            silent = nil
        }
    }

    /// Fills `%@` and `%n$@` placeholders in order; arguments without a placeholder are appended.
    public static func substitute(_ format: String, _ args: [String]) -> String {
        var out = ""
        var next = 0
        var used = Set<Int>()
        var i = format.startIndex
        while i < format.endIndex {
            let c = format[i]
            guard c == "%" else { out.append(c); i = format.index(after: i); continue }
            let rest = format[format.index(after: i)...]
            if rest.hasPrefix("@") {
                if next < args.count { out += args[next]; used.insert(next) } else { out += "%@" }
                next += 1
                i = format.index(i, offsetBy: 2)
            } else if let dollar = rest.firstIndex(of: "$"), let n = Int(rest[rest.startIndex..<dollar]),
                      rest[rest.index(after: dollar)...].hasPrefix("@") {
                if n >= 1 && n <= args.count { out += args[n - 1]; used.insert(n - 1) } else { out += "%\(n)$@" }
                i = format.index(after: format.index(after: dollar))
            } else if rest.hasPrefix("%") {
                out += "%"
                i = format.index(i, offsetBy: 2)
            } else {
                out.append(c)
                i = format.index(after: i)
            }
        }
        let unused = args.indices.filter { !used.contains($0) }.map { args[$0] }
        if !unused.isEmpty { out += " (" + unused.joined(separator: ", ") + ")" }
        return out
    }

    private static func buttons(_ push: ApplePush, _ options: CardOptions) -> ([CardButton], String?) {
        guard let category = push.category else { return ([], nil) }
        let given = push.buttons ?? []
        if let defaults = DefaultCategory(rawValue: category) {
            let shown = defaults.buttons.map { spec -> CardButton in
                let button = given.first { $0.actionID == spec.actionID }
                let action = button?.knownAction ?? spec.defaultAction
                return CardButton(label: spec.label, effect: effect(action, uri: button?.uri), isStandIn: false)
            }
            return (shown, nil)
        }
        if let known = options.categories.first(where: { $0.id == category }) {
            // The app's buttons as it registered them; a button the push names no action for
            // does what the app registered.
            let shown = known.buttons.map { spec -> CardButton in
                let effect = given.first { $0.actionID == spec.id }?.knownAction.map { action in
                    Self.effect(action, uri: given.first { $0.actionID == spec.id }?.uri)
                } ?? "as the app registered it"
                return CardButton(label: spec.label, effect: effect + (spec.needsUnlock ? " · after unlocking" : ""),
                                  isStandIn: false, isDestructive: spec.isDestructive)
            }
            return (shown, nil)
        }
        if given.isEmpty { return ([], category) }
        let shown = given.prefix(4).map { button -> CardButton in
            let id = button.actionID ?? "?"
            let action = button.knownAction ?? .openApp
            return CardButton(label: options.buttonLabels[id] ?? id, effect: effect(action, uri: button.uri), isStandIn: true)
        }
        return (Array(shown), nil)
    }

    private static func effect(_ action: ButtonAction, uri: String?) -> String {
        switch action {
        case .uri, .deepLink: "opens " + (uri ?? "(no uri)")
        case .openApp: "opens the app"
        case .close: "dismisses"
        }
    }
}
