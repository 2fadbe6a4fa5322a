import ComposerSettings
import Foundation
import PushCore
import PushPersonalization
import TextFormats

/// One analysis of an open document: the checker's findings (the project file's ignores
/// applied) and what hover and completion read, made once per version of the text.
struct DocumentFacts: Sendable {
    let analysis: PushAnalysis
    /// The findings, as `validate` reports them for this file.
    let diagnostics: [Diagnostic]
    /// The form, as `validate` names it; for text that is not JSON yet, guessed from its keys.
    let kind: String

    init(_ document: OpenDocument, settings: LanguageServerSettings) {
        var pushDocument = PushReader().read(document.bytes)
        // A pulled message's names beside the file, as every command reads them.
        var attributesProblem: String?
        if let path = Self.path(document.uri) {
            let attributes = MessageAttributesFile.load(beside: path)
            pushDocument.messageAttributes = attributes.values
            attributesProblem = attributes.problem
        }
        let now = settings.now()
        analysis = PushAnalysis(pushDocument, now: now, phone: settings.phone, attributes: settings.attributes)
        var found = analysis.diagnostics
        if let attributesProblem { found.append(Diagnostic(code: "file.unreadable", severity: .error, path: "", message: attributesProblem)) }
        // A push with Liquid is rendered for each test user, as validate renders it: each user's
        // errors and exact bytes, within one run's budget of work.
        var prepared = pushDocument.hasPush && analysis.budget.isLowerBound ? PersonalizablePush(pushDocument) : nil
        prepared?.workspace = settings.workspace
        let ids = prepared?.translationIDs.sorted() ?? []
        var translations: Translations?
        // The message's translations beside the file, as validate reads them.
        if !ids.isEmpty, let path = Self.path(document.uri), access(Translations.path(beside: path), F_OK) == 0 {
            do {
                var read = try Translations.load(Translations.path(beside: path))
                read.rules = settings.localeRules
                found += read.findings(for: ids)
                prepared?.translations = read
                translations = read
            } catch {
                found.append(Diagnostic(code: "file.unreadable", severity: .error, path: "", message: error.message))
            }
        }
        if let users = settings.testUsers, let prepared, !found.hasErrors {
            let rows = TestUsers(users: users.users + (translations?.standIns(besides: users) ?? []))
            let outcomes = UserOutcome.all(prepared, users: rows, now: Date(timeIntervalSince1970: TimeInterval(now)),
                                           phones: [settings.phone], notesPhone: settings.phone, onlyWithLiquid: true)
            if !outcomes.isEmpty {
                found.removeAll { $0.code == SizeRule.liquid }
                found += outcomes.compactMap(\.diagnostic) + outcomes.flatMap(\.notes)
            }
        }
        let ignore = Self.ignores(for: document.uri, settings: settings)
        diagnostics = ignore.isEmpty ? found : found.filter { !ProjectSettings.ignores(ignore, $0.code) }
        kind = pushDocument.isReadable ? pushDocument.kindName : Self.guessKind(document.bytes)
    }

    /// The path of a `file:` URI, or nil for a document with no file.
    static func path(_ uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    /// The codes the nearest `.push-composer.toml` ignores for the file at `uri` (none for a
    /// document with no file, or a project file with a mistake, which `validate` names).
    static func ignores(for uri: String, settings: LanguageServerSettings) -> [String] {
        guard let path = path(uri) else { return [] }
        var cache: [String: ProjectSettings?] = [:]
        let folder = (path as NSString).deletingLastPathComponent
        guard let project = try? ProjectSettings.nearest(to: folder, cache: &cache, codeProblem: settings.codeProblem) else { return [] }
        let relative = String(path.dropFirst(project.folder.count + 1))
        return project.rules(forRelativePath: relative).ignore
    }

    /// The form of text that does not read as JSON yet, from its top-level keys.
    static func guessKind(_ bytes: [UInt8]) -> String {
        var object = JSONObject()
        for key in JSONCursor.topLevelKeys(bytes) { object[key] = .null }
        switch PushReader.kind(of: object) {
        case .apns: return InputKind.apns.rawValue
        case .applePush: return InputKind.applePush.rawValue
        case .request: return BrazeEndpoint.recognise(object)?.name ?? BrazeEndpoint.messagesSend.name
        }
    }
}
