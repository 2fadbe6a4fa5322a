import PushCore
import PushPreview
import TerminalKit

/// Deriving `ComposerFacts`: each part again only when what it comes from changed.
extension AppState {
    /// Derives whatever part of the facts is out of date; cheap when nothing is. Each part is
    /// keyed by the values it is made from: no input can change without the part seeing it.
    /// Called by `settle` alone.
    mutating func deriveFacts() {
        if facts.usersKey != testUsers {
            facts.attributeCatalog = testUsers.attributeCatalog
            facts.usersKey = testUsers
        }
        let analysisKey = ComposerFacts.AnalysisKey(draft: draft, minute: wallClock.map { $0.unixSeconds / 60 }, phone: phone,
                                                      attributes: facts.attributeCatalog, form: fileForm)
        if facts.analysisKey != analysisKey {
            facts.requestBody = draft.requestBody
            facts.draftHasLiquid = Liquid.appears(in: .object(facts.requestBody))
            // A device payload is checked and counted as the file it saves, read back as
            // `validate` reads it: the gauge and `validate` share one definition of its bytes.
            // Its headers, which the file has no place for, come from the form.
            var document: PushDocument
            if fileForm.isDevicePayload {
                document = PushReader().read(fileForm.contents(of: draft))
                document.apnsOptions = draft.deviceHeaders
            } else {
                document = draft.document(requestBody: facts.requestBody)
            }
            // A file with no place for an audience (a bare apple_push, a device payload) is not
            // told it names none: the audience is asked for when it is saved as a request.
            document.messageAttributes = audience.messageAttributes
            facts.analysis = PushAnalysis(document, now: wallClock?.unixSeconds, phone: phone,
                                          attributes: attributeCatalog, ignoring: fileForm.hasEnvelope ? [] : [AudienceRule.missing])
            facts.analysisKey = analysisKey
            facts.screensWithErrors = Set(facts.analysis.diagnostics.filter { $0.severity == .error }
                .compactMap { field(for: $0).map(ComposerDraft.screen(of:)) })
        }
        let report = mediaReport
        let fieldsKey = ComposerFacts.FieldsKey(analysis: analysisKey, screen: screen, media: report)
        if facts.fieldsKey != fieldsKey {
            facts.fieldDiagnostics = Dictionary(uniqueKeysWithValues: fields.map { ($0, ownDiagnostics(of: $0)) })
            facts.fieldsKey = fieldsKey
        }
        let shownKey = ComposerFacts.ShownKey(analysis: analysisKey, rendering: userPreview.shownID)
        if facts.shownKey != shownKey {
            if case .sent(let rendered)? = personalized { facts.shownDocument = rendered } else { facts.shownDocument = facts.analysis.document }
            facts.shownKey = shownKey
        }
        // The preview pane's content only while it is on screen (a narrow terminal shows it on demand).
        guard !layout.preview.isEmpty else { return }
        let subtitle = facts.shownDocument.devicePayload.flatMap(DevicePayload.subtitle(of:))
        let previewKey = ComposerFacts.PreviewKey(shown: shownKey, form: previewForm, bundleID: bundleID, card: cardState,
                                                  appName: appName, subtitle: subtitle, phone: phone,
                                                  categories: categories)
        if facts.previewKey != previewKey {
            let compiler = PushCompiler(bundleID: bundleID)
            facts.compiled = compiler.json(facts.shownDocument, for: previewForm.target).map { .json($0) }
                ?? .text(compiler.compile(facts.shownDocument, to: previewForm.target))
            facts.compiledHasLiquid = switch facts.compiled {
            case .json(let json): Liquid.appears(in: json)
            case .text(let text): Liquid.appears(in: text)
            }
            let options = cardOptions(width: nil)
            facts.card = CardContent(push: facts.shownDocument.push, options: options)
            facts.cardLayout = LockScreenCard.layout(of: facts.card, options: options, subtitle: subtitle)
            facts.cardSubtitle = subtitle
            facts.previewKey = previewKey
        }
        // The picture is drawn once per picture, card width and palette, never per frame.
        facts.picture = picture.request(for: report, cardWidth: layout.cardWidth)
    }

    /// How the card is drawn `width` cells wide (nil: the phone's natural width).
    func cardOptions(width: Int?) -> CardOptions {
        CardOptions(width: width, state: cardState, phone: phone, appName: appName, buttonLabels: draft.buttonLabels,
                    categories: categories)
    }

    /// The diagnostics a field of the current screen shows: those its pointer leads to, less
    /// those a more specific field of the screen owns.
    private func ownDiagnostics(of field: FieldID) -> [Diagnostic] {
        // The media check's findings stand under the media URL, the one the phone fetches.
        if field == .assetURL, let report = mediaReport {
            return analysisDiagnostics(of: field) + report.diagnostics.sorted { $0.severity < $1.severity }
        }
        return analysisDiagnostics(of: field)
    }

    private func analysisDiagnostics(of field: FieldID) -> [Diagnostic] {
        guard let pointer = draft.pointer(of: field) else { return [] }
        let mine = facts.analysis.diagnostics.filter { d in
            let path = anchor(d)
            return path == pointer || path.hasPrefix(pointer + "/")
        }
        guard !mine.isEmpty else { return [] }
        let deeper = fields.compactMap { other in other == field ? nil : draft.pointer(of: other) }.filter { $0.count > pointer.count }
        return mine.filter { d in
            let path = anchor(d)
            return !deeper.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
    }
}
