import BrazeLiquid
import PushCore
import SafeFiles
import TextFormats

/// A message's translations, in the shape Braze's translation endpoints return them
/// (`GET /campaigns/translations`): `{"translations": [{"locale": {"name", "language",
/// "country"}, "translation_map": {"greeting": "こんにちは"}}]}`. Each test user gets the
/// locale Braze would pick from their `language` (and `country`); a user no locale matches gets
/// the text written inside the tags.
public struct Translations: Sendable {
    /// One locale and its text for each translation id.
    public struct Locale: Sendable {
        /// The locale's name, such as `ja-JP`.
        public var name: String
        /// Its language, such as `ja`.
        public var language: String
        /// Its country, when it names one, such as `JP`.
        public var country: String?
        /// The text for each id, as written.
        public var texts: [String: String]
        /// The text for each id, parsed as a template (a translation may hold Liquid).
        public var templates: [String: Result<LiquidTemplate, LiquidError>]
    }

    /// The locales, in file order.
    public let locales: [Locale]
    /// The file they were read from, for messages.
    public let file: String
    /// The workspace's locales (the config's `[[locales]]`): who is in which. Without them, a
    /// user gets the file's locale of their language and country.
    public var rules: [LocaleRule] = []

    /// Where a push's translations are kept when no file is named: `NAME.translations.json`
    /// beside `NAME.json`.
    public static func path(beside push: String) -> String {
        (push.hasSuffix(".json") ? String(push.dropLast(5)) : push) + ".translations.json"
    }

    /// A translations file is a few kilobytes; anything far larger is a mistake.
    public static let maxBytes = 4 * 1024 * 1024

    /// Reads a translations file; every mistake is one line naming the file.
    public static func load(_ path: String) throws(TestUsersError) -> Translations {
        let bytes: [UInt8]
        do {
            bytes = try FileReader(limit: maxBytes).read(path).bytes
        } catch {
            throw TestUsersError("\(path): \(error.message)")
        }
        return try parse(bytes, file: path)
    }

    /// Reads a translations file's bytes.
    public static func parse(_ bytes: [UInt8], file: String) throws(TestUsersError) -> Translations {
        let root: JSONNode
        do {
            root = try JSONReader(maxBytes: maxBytes).read(bytes)
        } catch {
            throw TestUsersError("\(file):\(error.location.line):\(error.location.column): \(error.message)")
        }
        let shape = "a translations file is {\"translations\": [{\"locale\": {\"name\": \"ja-JP\", \"language\": \"ja\"}, \"translation_map\": {\"greeting\": \"…\"}}]}, as Braze's translation endpoints return"
        guard let entries = root.value.objectValue?["translations"]?.arrayValue else { throw TestUsersError("\(file): \(shape)") }
        var locales: [Locale] = []
        for (index, entry) in entries.enumerated() {
            guard let object = entry.value.objectValue, let locale = object["locale"]?.objectValue,
                  let map = object["translation_map"]?.objectValue else {
                throw TestUsersError("\(file): translation \(index + 1) needs a locale and a translation_map; \(shape)")
            }
            guard let name = locale["name"]?.stringValue ?? locale["locale_key"]?.stringValue else {
                throw TestUsersError("\(file): translation \(index + 1)'s locale needs a name, such as \"ja-JP\"")
            }
            // Braze's examples write the language as a code ("es") or, older, in words; a name's first part is the code.
            let language = (locale["language"]?.stringValue).flatMap { $0.count <= 3 ? $0 : nil }
                ?? String(name.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(name))
            let country = (locale["country"]?.stringValue).flatMap { $0.count == 2 ? $0 : nil }
            var texts: [String: String] = [:]
            var templates: [String: Result<LiquidTemplate, LiquidError>] = [:]
            for member in map.members {
                guard let text = member.value.value.stringValue else {
                    throw TestUsersError("\(file): \(name) \(member.key) must be text, not \(member.value.value.typeName)")
                }
                texts[member.key] = text
                do {
                    templates[member.key] = .success(try LiquidTemplate(text))
                } catch {
                    templates[member.key] = .failure(error)
                }
            }
            locales.append(Locale(name: name, language: language.lowercased(), country: country?.uppercased(), texts: texts, templates: templates))
        }
        return Translations(locales: locales, file: file)
    }

    /// The locale Braze would pick for a user: by the workspace's locales when there are some (a
    /// custom-attribute one first), else their `language` with their `country` first, then their
    /// language alone; nil when none matches (they get the text inside the tags).
    public func locale(for attributes: LiquidValue) -> Locale? {
        if !rules.isEmpty {
            return LocaleRule.pick(for: attributes, among: rules).flatMap { name in locales.first { $0.name == name } }
        }
        guard case .hash(let hash) = attributes, case .string(let language)? = hash["language"] else { return nil }
        let wanted = language.lowercased()
        var country: String?
        if case .string(let text)? = hash["country"] { country = text.uppercased() }
        let speaking = locales.filter { $0.language == wanted }
        return speaking.first { $0.country != nil && $0.country == country } ?? speaking.first { $0.country == nil } ?? speaking.first
    }
}

extension Translations {
    /// The code of a locale that has no text for a translation id of the push.
    public static let missingCode = "liquid.translation-missing"

    /// The page of a missing translation.
    public static let pages: [RulePage] = [
        RulePage(missingCode, .warning,
            summary: "Every locale has a text for each translation id of the push.",
            why: "Braze gives each user the text of their locale for each {% translation %} id. A user whose locale has no text for an id, or whose workspace locale the file lacks, gets the text written inside the tag instead.",
            failing: RuleExample(
                #"{"alert": {"title": "{% translation title %}Your order is ready{% endtranslation %}", "body": "{% translation body %}Collect it from the shop today{% endtranslation %}"}}"#,
                translations: #"""
                    {"translations": [
                      {"locale": {"name": "de-DE", "language": "de"},
                       "translation_map": {"title": "Ihre Bestellung ist fertig"}}
                    ]}
                    """#),
            passing: RuleExample(
                #"{"alert": {"title": "{% translation title %}Your order is ready{% endtranslation %}", "body": "{% translation body %}Collect it from the shop today{% endtranslation %}"}}"#,
                translations: #"""
                    {"translations": [
                      {"locale": {"name": "de-DE", "language": "de"},
                       "translation_map": {"title": "Ihre Bestellung ist fertig", "body": "Holen Sie sie heute im Geschäft ab"}}
                    ]}
                    """#),
            fix: "Add the missing id, with its text, to the locale's translation_map in the translations file, or add the missing locale."),
    ]

    /// What the file says about a push whose `{% translation %}` ids are `ids`: a locale without
    /// one of them (a warning: its users get the text inside the tag), and a translation that is
    /// not a template Braze can read (an error).
    public func findings(for ids: [String]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for rule in rules where !locales.contains(where: { $0.name == rule.name }) {
            out.append(Diagnostic(code: Self.missingCode, severity: .warning, path: "",
                                  message: "\(file) has no locale \(rule.name): its users get the text inside the tags"))
        }
        for locale in locales {
            for id in ids {
                switch locale.templates[id] {
                case nil:
                    out.append(Diagnostic(code: Self.missingCode, severity: .warning, path: "",
                                          message: "\(file): \(locale.name) has no translation for '\(id)': its users get the text inside the tag"))
                case .failure(let error)?:
                    out.append(Diagnostic(code: error.code, severity: .error, path: "",
                                          message: "\(file): the \(locale.name) translation of '\(id)': Liquid: \(error.message)"))
                case .success?:
                    continue
                }
            }
        }
        return out
    }
}

extension Translations {
    /// One stand-in user for each locale that none of `users` is in, with only what puts a user
    /// in it (their language and country, or the custom attributes): the all-users table then
    /// shows every translation's bytes and cuts, a Japanese or German body included, even with
    /// no test user who reads it.
    public func standIns(besides users: TestUsers) -> [TestUsers.User] {
        let taken = Set(users.users.compactMap { locale(for: $0.attributes)?.name })
        return locales.filter { !taken.contains($0.name) }.compactMap { locale in
            var hash = LiquidHash()
            if let rule = rules.first(where: { $0.name == locale.name }) {
                if rule.customAttributes.isEmpty {
                    hash["language"] = rule.language.map(LiquidValue.string)
                    hash["country"] = rule.country.map(LiquidValue.string)
                } else {
                    hash["custom_attribute"] = .hash(LiquidHash(rule.customAttributes.map { ($0.attribute, .string($0.value)) }))
                }
            } else if rules.isEmpty {
                hash["language"] = .string(locale.language)
                hash["country"] = locale.country.map(LiquidValue.string)
            } else {
                // The workspace has no locale of this name: no user is ever in it.
                return nil
            }
            let user = TestUsers.User(name: "any \(locale.name) user", attributes: .hash(hash), liveData: [:])
            // Only a stand-in the locale really takes (a narrower locale may win for it).
            return self.locale(for: user.attributes)?.name == locale.name ? user : nil
        }
    }
}
