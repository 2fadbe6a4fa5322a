import BrazeLiquid
import Foundation
import PushCore
import Testing
import TextFormats
@testable import PushPersonalization

/// A message's translations in the shape Braze's translation endpoints return, and each test
/// user rendered in the locale Braze would pick.
@Suite("Translations")
struct TranslationsTests {
    static let file = #"""
        {"translations": [
          {"locale": {"uuid": "a1", "name": "ja-JP", "country": "JP", "language": "ja", "locale_key": "ja-jp"},
           "translation_map": {"greeting": "こんにちは、{{${first_name}}}さん"}},
          {"locale": {"name": "pt-BR", "language": "pt", "country": "BR"}, "translation_map": {"greeting": "Olá, {{${first_name}}}"}},
          {"locale": {"name": "pt-PT", "language": "pt", "country": "PT"}, "translation_map": {"greeting": "Olá {{${first_name}}}!", "extra": "{{ x | nofilter }}"}}
        ]}
        """#
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    func user(_ json: String) throws -> TestUsers.User {
        try #require(try TestUsers.parse(Array(#"{"u": \#(json)}"#.utf8), file: "u.json").users.first)
    }

    @Test("each user gets the locale of their language, their country's first; others get the text inside the tag")
    func rendersPerLocale() throws {
        let translations = try Translations.parse(Array(Self.file.utf8), file: "t.json")
        let document = PushReader().read(#"{"alert": "{% translation greeting %}Hi {{${first_name}}}{% endtranslation %}"}"#)
        let push = PersonalizablePush(document, translations: translations)
        func text(_ json: String) throws -> String? {
            guard case .sent(let rendered) = push.render(for: try user(json), now: Self.now) else { return nil }
            if case .text(let text)? = rendered.push.alert { return text }
            return nil
        }
        #expect(try text(#"{"first_name": "花子", "language": "ja"}"#) == "こんにちは、花子さん")
        #expect(try text(#"{"first_name": "Rui", "language": "pt", "country": "PT"}"#) == "Olá Rui!")
        #expect(try text(#"{"first_name": "Ana", "language": "pt"}"#) == "Olá, Ana", "no country: the first locale of the language")
        #expect(try text(#"{"first_name": "Bo", "language": "sv"}"#) == "Hi Bo")
        #expect(translations.locale(for: try user(#"{"language": "JA"}"#).attributes)?.name == "ja-JP")
    }

    @Test("with the workspace's locales, a custom-attribute one wins, then language and country, then language; a locale the file lacks gives the text inside")
    func workspaceLocales() throws {
        var translations = try Translations.parse(Array(Self.file.utf8), file: "t.json")
        translations.rules = [
            LocaleRule(name: "pt-BR", language: "pt"),
            LocaleRule(name: "pt-PT", language: "pt", country: "pt"),
            LocaleRule(name: "ja-JP", customAttributes: [.init(attribute: "tier", value: "gold"), .init(attribute: "market", value: "jp")]),
            LocaleRule(name: "sv-SE", language: "sv"),
        ]
        func locale(_ json: String) throws -> String? { translations.locale(for: try user(json).attributes)?.name }
        #expect(try locale(#"{"language": "pt", "country": "PT"}"#) == "pt-PT", "a locale with the country before one without")
        #expect(try locale(#"{"language": "pt", "country": "BR"}"#) == "pt-BR")
        #expect(try locale(#"{"language": "pt", "custom_attribute": {"tier": "gold", "market": "jp"}}"#) == "ja-JP")
        #expect(try locale(#"{"language": "pt", "custom_attribute": {"tier": "gold"}}"#) == "pt-BR", "both custom attributes must match")
        #expect(try locale(#"{"language": "sv"}"#) == nil, "the file has no sv-SE")
        #expect(try locale(#"{"language": "ja"}"#) == nil, "ja-JP is only for its custom attributes here")
        #expect(translations.findings(for: []).map(\.message) == ["t.json has no locale sv-SE: its users get the text inside the tags"])
    }

    @Test("a locale without one of the push's ids is a warning; a translation Braze cannot parse is an error")
    func findings() throws {
        let translations = try Translations.parse(Array(Self.file.utf8), file: "t.json")
        let found = translations.findings(for: ["extra", "greeting"])
        #expect(found.map(\.severity) == [.warning, .warning, .error])
        #expect(found[0].message == "t.json: ja-JP has no translation for 'extra': its users get the text inside the tag")
        #expect(found[2].message.hasPrefix("t.json: the pt-PT translation of 'extra': Liquid: unknown filter 'nofilter'"))
    }

    @Test("a file that is not Braze's shape is one line naming it", arguments: [
        (#"{"translation_map": {}}"#, "t.json: a translations file is"),
        (#"{"translations": [{"locale": {"language": "ja"}, "translation_map": {}}]}"#, "t.json: translation 1's locale needs a name"),
        (#"{"translations": [{"locale": {"name": "ja-JP"}, "translation_map": {"a": 1}}]}"#, "t.json: ja-JP a must be text, not a number"),
        ("{", "t.json:1:2:"),
    ])
    func mistakes(json: String, start: String) {
        #expect(throws: TestUsersError.self) { try Translations.parse(Array(json.utf8), file: "t.json") }
        do {
            _ = try Translations.parse(Array(json.utf8), file: "t.json")
        } catch {
            #expect(error.message.hasPrefix(start), "\(error.message)")
        }
    }
}
