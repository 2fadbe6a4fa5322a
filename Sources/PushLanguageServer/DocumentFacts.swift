import ComposerSettings
import Foundation
import PushCore
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
        let pushDocument = PushReader().read(document.bytes)
        analysis = PushAnalysis(pushDocument, now: settings.now(), phone: settings.phone, attributes: settings.attributes)
        let ignore = Self.ignores(for: document.uri, settings: settings)
        diagnostics = ignore.isEmpty ? analysis.diagnostics : analysis.diagnostics.filter { !ProjectSettings.ignores(ignore, $0.code) }
        kind = pushDocument.isReadable ? pushDocument.kindName : Self.guessKind(document.bytes)
    }

    /// The codes the nearest `.push-composer.toml` ignores for the file at `uri` (none for a
    /// document with no file, or a project file with a mistake, which `validate` names).
    static func ignores(for uri: String, settings: LanguageServerSettings) -> [String] {
        guard let url = URL(string: uri), url.isFileURL else { return [] }
        let path = url.standardizedFileURL.path
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
