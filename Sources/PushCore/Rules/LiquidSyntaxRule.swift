import BrazeLiquid
import TextFormats

/// Braze's Liquid in any text of the push is parsed, without a user: a template Braze cannot
/// parse is an error in every preview and every send, so it is found as soon as it is typed; an
/// attribute that no one has (`${frist_name}`) is a warning, since it renders empty for everyone.
public struct LiquidSyntaxRule: Rule {
    /// An attribute that is neither Braze's nor any test user's: it renders empty for everyone.
    public static let unknownAttribute = "liquid.unknown-attribute"

    /// A content block a test user's rendering needs that neither the workspace folder nor the
    /// user's live data holds.
    public static let missingContentBlock = "liquid.content-block"

    /// A catalog item a test user's rendering needs that neither the workspace folder nor the
    /// user's live data holds.
    public static let missingCatalogItem = "liquid.catalog-item"

    /// A message attribute Braze fills at send time (`campaign.${api_id}`) with no value here.
    public static let emptyMessageAttribute = "liquid.message-attribute"

    /// Creates the rule.
    public init() {}
    public var pages: [RulePage] { Self.pages }

    /// A page for every code of the Liquid engine, and for an unknown attribute. The engine's
    /// parse errors and lax warnings are reported here; its render errors (`liquid.render`,
    /// `liquid.limit`, `liquid.too-costly`) when the push is rendered for test users.
    static let pages = [
        RulePage(LiquidErrorCode.syntax, .error,
            summary: "Liquid in the push is well formed.",
            why: "Braze cannot parse a template with an unclosed {{ or {%, a block without its end tag, or curly quotes, and then cannot send the message. The mistake is the same for every user.",
            failing: #"{"alert": "Hi {{${first_name} | default: 'there'}, your order has shipped"}"#,
            passing: #"{"alert": "Hi {{${first_name} | default: 'there'}}, your order has shipped"}"#,
            fix: "Close what the message points at: each {{ with }}, each {% with %}, each if with endif; and type straight quotes (' or \")."),
        RulePage(LiquidErrorCode.unknownTag, .error,
            summary: "Every Liquid tag is one Liquid or Braze knows.",
            why: "Liquid cannot parse a tag it does not know, so a misspelt tag, such as elseif for elsif, breaks the whole text for every user.",
            failing: #"{"alert": "{% if ${language} == 'fr' %}Votre commande est partie{% elseif ${language} == 'de' %}Ihre Bestellung ist unterwegs{% else %}Your order has shipped{% endif %}"}"#,
            passing: #"{"alert": "{% if ${language} == 'fr' %}Votre commande est partie{% elsif ${language} == 'de' %}Ihre Bestellung ist unterwegs{% else %}Your order has shipped{% endif %}"}"#,
            fix: "Correct the tag's spelling; the message suggests the nearest known tag."),
        RulePage(LiquidErrorCode.unknownFilter, .error,
            summary: "Every Liquid filter is one Liquid or Braze knows.",
            why: "Braze's Liquid has a fixed set of filters: Shopify Liquid 5's and Braze's own. A name outside it is almost always a misspelling, such as capitalise for capitalize, and does not do what was meant.",
            failing: #"{"alert": "Hi {{${first_name} | default: 'there' | capitalise}}, your order has shipped"}"#,
            passing: #"{"alert": "Hi {{${first_name} | default: 'there' | capitalize}}, your order has shipped"}"#,
            fix: "Correct the filter's name; the message suggests the nearest known filter."),
        RulePage(LiquidErrorCode.unsupported, .error,
            summary: "Liquid uses only the tags and filters Braze supports.",
            why: "Braze runs Shopify's Liquid 5 but marks some of its filters unsupported, among them lstrip, rstrip, handleize and pluralize. Tags such as include and tablerow are not available in its messages either.",
            failing: #"{"alert": "Hi {{${first_name} | default: 'there' | lstrip}}, your order has shipped"}"#,
            passing: #"{"alert": "Hi {{${first_name} | default: 'there' | strip}}, your order has shipped"}"#,
            fix: "Use a supported filter instead, such as strip for lstrip or rstrip, or prepare the value before it reaches Braze."),
        RulePage(LiquidErrorCode.arguments, .error,
            summary: "Each Liquid filter gets the arguments it takes.",
            why: "Each filter takes a set number of arguments: date takes one format, and upcase takes none. With more or fewer, the filter cannot do its work.",
            failing: #"{"alert": "Today only, {{'now' | date}}: 20% off everything"}"#,
            passing: #"{"alert": "Today only, {{'now' | date: '%-d %B'}}: 20% off everything"}"#,
            fix: "Give the filter the arguments the message names, such as date: '%-d %B'."),
        RulePage(LiquidErrorCode.render, .error,
            summary: "Liquid renders without an error for every test user.",
            why: "Some mistakes show only with a user's values: dividing by 0, or ordering text against a number (a tier of \"gold\" against 3). Braze does not document what it sends then, so an error for any test user blocks the push.",
            failing: #"{"alert": "{% if custom_attribute.${tier} >= 3 %}Free delivery on us. {% endif %}Your order has shipped"}"#,
            passing: #"{"alert": "{% if custom_attribute.${tier} == 'gold' %}Free delivery on us. {% endif %}Your order has shipped"}"#,
            fix: "Compare text with quoted text and numbers with numbers, and do not divide by a value that may be 0; the message names the user."),
        RulePage(LiquidErrorCode.limit, .error,
            summary: "Liquid stays within the checker's safety caps.",
            why: "Rendering stops when loops run more than 100,000 times, text grows past a million bytes, or blocks nest more than 100 deep. Braze takes at most 1912 bytes for a push, so a template that needs this much is a mistake.",
            failing: #"{"alert": "Your streak: {% for i in (1..1000000) %}🔥{% endfor %}"}"#,
            passing: #"{"alert": "Your streak: {% for i in (1..5) %}🔥{% endfor %}"}"#,
            fix: "Loop over the values you need, such as a small range or a list attribute, and keep blocks shallow."),
        RulePage(LiquidErrorCode.tooCostly, .error,
            summary: "Liquid does no more work than one preview may.",
            why: "Each test user's push is rendered with a budget of 10 million steps of scanning or copying text. A template that builds and scans long text in loops uses it up; a push's text is a few kilobytes at most, so that much work is a mistake.",
            failing: #"{"alert": "{% assign s = 'x' %}{% for i in (1..19) %}{% assign s = s | append: s %}{% endfor %}{% for i in (1..50) %}{% if s contains 'y' %}y{% endif %}{% endfor %}Your order has shipped"}"#,
            passing: #"{"alert": "Your order has shipped"}"#,
            fix: "Simplify the template: build no long text in loops, and test a value once rather than on every turn of a loop."),
        RulePage(missingContentBlock, .warning,
            summary: "Every content block the push includes is in the workspace folder.",
            why: "{{content_blocks.${Name}}} puts a block of the workspace's Liquid in the push. Rendered for a test user, the block comes from content_blocks/Name.liquid beside the config (or the user's live_data); without it the preview cannot show what the user gets, and the bytes are not known.",
            failing: #"{"alert": "{{content_blocks.${SaleFooter}}} Your order has shipped"}"#,
            passing: #"{"alert": "Your order has shipped"}"#,
            fix: "Run push-composer blocks fetch Name to read the block from Braze, or write content_blocks/Name.liquid beside the config."),
        RulePage(missingCatalogItem, .warning,
            summary: "Every catalog item the push reads is in the workspace folder.",
            why: "{% catalog_items games 1234 %} reads an item of a Braze catalog. Rendered for a test user, the catalog comes from catalogs/games.json beside the config (or the user's live_data); an item that is not there leaves the preview without what the user gets.",
            failing: #"{"alert": "{% catalog_items games 1234 %}{{ items[0].title }} is on sale"}"#,
            passing: #"{"alert": "Your order has shipped"}"#,
            fix: "Run push-composer catalog fetch games 1234 to read the item from Braze, or give the catalog under live_data in the users file."),
        RulePage(emptyMessageAttribute, .info,
            summary: "Each campaign or Canvas attribute has a value in the preview.",
            why: "Braze fills {{campaign.${api_id}}}, {{campaign.${message_name}}}, {{canvas.${variant_name}}} and the like from the message when it sends. Offline nothing fills them, so a deep link or an extra that carries one is empty in every preview and byte count unless a value is given.",
            failing: #"{"alert": "Your order has shipped", "extra": {"source": "{{campaign.${message_name}}}"}}"#,
            passing: RuleExample(#"{"alert": "Your order has shipped", "extra": {"source": "{{campaign.${message_name}}}"}}"#,
                                 options: ["--campaign", "message_name=Spring sale"]),
            fix: "Give the value the preview should use, such as --campaign message_name='Spring sale', or pull the campaign; a request's campaign_id is its api_id."),
        RulePage(LiquidErrorCode.lax, .warning,
            summary: "Liquid reads as it looks, with nothing Braze ignores.",
            why: "Braze's Liquid skips what it cannot read rather than failing: it ignores everything after && or || in a condition, and parentheses do not group conditions. The push is sent, but not as written.",
            failing: #"{"alert": "{% if custom_attribute.${tier} == 'gold' || custom_attribute.${tier} == 'platinum' %}Free delivery on us. {% endif %}Your order has shipped"}"#,
            passing: #"{"alert": "{% if custom_attribute.${tier} == 'gold' or custom_attribute.${tier} == 'platinum' %}Free delivery on us. {% endif %}Your order has shipped"}"#,
            fix: "Write and and or instead of && and ||, drop parentheses from conditions, and remove anything the message says is ignored."),
        RulePage(unknownAttribute, .warning,
            summary: "Every attribute is Braze's or one a test user has.",
            why: "Braze leaves an attribute a user does not have blank rather than failing. An attribute that neither Braze nor any test user has, often a misspelling such as ${frist_name}, renders empty for everyone.",
            failing: #"{"alert": "Hi {{${frist_name} | default: 'there'}}, your order has shipped"}"#,
            passing: #"{"alert": "Hi {{${first_name} | default: 'there'}}, your order has shipped"}"#,
            fix: "Correct the name (the message suggests the nearest), or give the custom attribute to a test user if it is real."),
    ]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        visit(.object(ApplePushEncoder.encode(context.push)), at: "", context: context, into: &out)
        return out
    }

    private func visit(_ value: JSONValue, at pointer: String, context: RuleContext, into out: inout [Diagnostic]) {
        switch value {
        case .string(let text):
            guard LiquidTemplate.containsLiquid(text) else { return }
            do {
                let template = try LiquidTemplate(text)
                // What Braze's lax parser accepts but reads otherwise than it looks (`&&`, parentheses).
                for warning in template.warnings {
                    out.append(placed(context.diagnostic(warning.code, .warning, at: pointer, "Liquid: \(warning.message)"), text, warning, context))
                }
                for reference in template.attributeReferences {
                    if let problem = context.attributes.problem(reference) {
                        out.append(context.diagnostic(Self.unknownAttribute, .warning, at: pointer, problem))
                    } else if let note = context.attributes.emptyMessageAttribute(reference) {
                        out.append(context.diagnostic(Self.emptyMessageAttribute, .info, at: pointer, note))
                    }
                }
            } catch {
                // Short, since it shows under its field: the file's line and column place it.
                let place = error.line > 1 ? " (line \(error.line) of the text)" : ""
                out.append(placed(context.diagnostic(error.code, .error, at: pointer, "Liquid: \(error.message)\(place)"), text, error, context))
            }
        case .array(let items):
            for (index, item) in items.enumerated() where Self.mayHoldLiquid(item.value) {
                visit(item.value, at: JSONPointer.appending(pointer, index), context: context, into: &out)
            }
        case .object(let object):
            // A pointer is named only for what may hold Liquid: most strings hold none.
            for member in object.members where Self.mayHoldLiquid(member.value.value) {
                visit(member.value.value, at: JSONPointer.appending(pointer, member.key), context: context, into: &out)
            }
        default:
            return
        }
    }

    /// False for a string without Liquid and for numbers, booleans and null.
    private static func mayHoldLiquid(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): LiquidTemplate.containsLiquid(text)
        case .array, .object: true
        default: false
        }
    }

    /// Placed at the mistake itself: the string's column plus the characters before it, as the
    /// file writes them (a quote, escapes).
    private func placed(_ diagnostic: Diagnostic, _ text: String, _ error: LiquidError, _ context: RuleContext) -> Diagnostic {
        var d = diagnostic
        if let start = context.document.sourceMap.location(of: d.path) {
            d.line = start.line
            d.column = start.column + 1 + Self.writtenWidth(of: text, upTo: error.line, column: error.column)
        }
        return d
    }

    /// How many columns of the JSON file the text before `line`:`column` of the string takes.
    static func writtenWidth(of text: String, upTo line: Int, column: Int) -> Int {
        var currentLine = 1, currentColumn = 1, width = 0
        for character in text {
            if currentLine == line && currentColumn == column { break }
            switch character {
            case "\"", "\\", "\n", "\t", "\r": width += 2
            default: width += character.unicodeScalars.first.map { $0.value < 0x20 ? 6 : 1 } ?? 1
            }
            if character == "\n" { currentLine += 1; currentColumn = 1 } else { currentColumn += 1 }
        }
        return width
    }
}
