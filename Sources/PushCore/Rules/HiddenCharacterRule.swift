import PlainText

/// Controls, bidi overrides and zero-width characters in the text a person sees or the links
/// a tap opens: Braze delivers them, and they are almost always a paste accident.
public struct HiddenCharacterRule: Rule {
    /// A hidden character in a title, body or link.
    public static let code = "text.hidden-character"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// The hidden characters' page.
    static let pages = [
        RulePage(code, .warning,
            summary: "Titles, bodies and links hold no hidden characters.",
            why: "Control characters, zero-width characters and bidi overrides are invisible on the phone or reorder the text around them. Braze delivers them as they are, and they almost always come from pasting text.",
            failing: #"{"alert": {"title": "Summer sale", "body": "20% off\#u{200B} all shoes"}}"#,
            passing: #"{"alert": {"title": "Summer sale", "body": "20% off all shoes"}}"#,
            fix: "Delete the hidden character at the position the check gives; if it is hard to find, retype the text around it."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let push = context.push
        var fields: [(pointer: String, text: String?, multiline: Bool)] = []
        switch push.alert {
        case .text(let body)?: fields.append(("/alert", body, true))
        case .content(let content)?:
            fields.append(("/alert/title", content.title, false))
            fields.append(("/alert/body", content.body, true))
        case nil: break
        }
        fields.append(("/custom_uri", push.customURI, false))
        fields.append(("/asset_url", push.assetURL, false))
        for (index, button) in (push.buttons ?? []).enumerated() { fields.append(("/buttons/\(index)/uri", button.uri, false)) }
        return fields.compactMap { field in
            guard let text = field.text else { return nil }
            let found = InvisibleScalar.find(in: text, allowingNewlines: field.multiline)
            guard let first = found.first else { return nil }
            let more = found.count > 1 ? " (and \(found.count - 1) more)" : ""
            return context.diagnostic(Self.code, .warning, at: field.pointer,
                "\(context.fieldName(field.pointer)) holds \(InvisibleScalar.describe(first.scalar)) at character \(first.position)\(more): it is invisible or reorders text on the phone, and almost always a paste accident. Remove it.")
        }
    }
}
