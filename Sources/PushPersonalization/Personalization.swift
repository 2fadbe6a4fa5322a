import BrazeLiquid
import Foundation
import PushCore
import TextFormats

/// What a test user receives: the push with its Liquid rendered for them, or why they get
/// nothing.
public enum Personalization: Sendable {
    /// The push as the user receives it.
    case sent(PushDocument)
    /// `{% abort_message %}` ran: the user gets nothing.
    case aborted(reason: String?)
    /// A tag needs live data the users file does not provide.
    case needsData(tag: String, what: String)
    /// The template failed to render (the field's pointer, and the error).
    case failed(pointer: String, LiquidError)

    /// The word for the outcome, as `validate --format json` writes it.
    public var outcome: String {
        switch self {
        case .sent: "gets-it"
        case .aborted: "aborted"
        case .needsData: "needs-data"
        case .failed: "failed"
        }
    }

    /// Why the user gets nothing, in a line; nil when the push is sent.
    public var reason: String? {
        switch self {
        case .sent: nil
        // Braze's log text for a bare abort, as its message activity log shows it.
        case .aborted(let reason): reason.map { "abort_message: \($0)" } ?? "{% abort_message %} called"
        case .needsData("content_blocks", let name):
            "content block \"\(name)\" is not in content_blocks/ beside the config: run push-composer blocks fetch \(name) (or give it under live_data in the users file)"
        case .needsData("catalog_selection_items", let what):
            "catalog_selection_items needs \(what), a selection not in catalogs/ beside the config: Braze's API cannot read a selection back, so write it in catalogs/\(what.split(separator: " ").first ?? "NAME").selections.json as you created it (or give it under live_data in the users file)"
        case .needsData("catalog_items", let what):
            "catalog_items needs \(what), which is not in catalogs/ beside the config: run push-composer catalog fetch \(what) (or give it under live_data in the users file)"
        case .needsData("connected_content", let url):
            "connected_content needs live data (\(ConnectedContentRedactor.url(url))): fetch it with --live (in the composer, Alt-L), or give a canned value under live_data in the users file"
        case .needsData(let tag, let what): "\(tag) needs live data (\(what)); give a canned value under live_data in the users file"
        case .failed(let pointer, let error): "\(pointer): \(error.message)"
        }
    }

    /// Renders every string of the push (and its envelope) that holds Liquid, for one user;
    /// a push without Liquid comes back as it is, at no cost.
    /// `trigger` is a triggered request (`/campaigns/trigger/send`, `/canvas/trigger/send`) whose
    /// properties the templates see, for a push whose own request carries none.
    public static func render(_ document: PushDocument, for user: TestUsers.User, now: Date,
                              trigger: RequestProperties? = nil) -> Personalization {
        PersonalizablePush(document, trigger: trigger).render(for: user, now: now)
    }
}

/// A push prepared for rendering many times: its templates parsed once, then rendered per user
/// (10,000 users for one push must take well under a second).
public struct PersonalizablePush: Sendable {
    /// The push as written.
    public let document: PushDocument
    /// The request with every Liquid string replaced by its index in `templates`.
    private let request: JSONValue
    private let templates: [(pointer: String, parsed: Result<LiquidTemplate, LiquidError>)]
    /// The request's trigger or Canvas entry properties, given to templates as their namespaces.
    private let properties: RequestProperties

    /// Whether the push holds any Liquid.
    public var hasLiquid: Bool { !templates.isEmpty }

    /// The message's translations, when given: each user gets their locale's text.
    public var translations: Translations?
    /// The workspace's content blocks, under each user's own live data.
    public var workspace = WorkspaceData.none
    /// Connected Content fetched live, by user name: for a user named here every call is answered
    /// from their answers (canned `live_data` is passed over) and a call not fetched yet is data
    /// the render needs; a user not named keeps their canned data.
    public var fetchedContent: [String: [ConnectedContentCall: ConnectedContentAnswer]]?
    /// Values for the message's own attributes (`campaign.${message_name}`), by namespace, over
    /// what the request says (its campaign_id as `campaign.${api_id}`).
    public var messageAttributes: [String: [String: String]] = [:]
    /// The ids of the push's `{% translation %}` blocks.
    public let translationIDs: Set<String>

    /// Parses the templates of a push; `trigger`'s properties stand in for the request's own;
    /// `translations` give each user their locale's text for `{% translation %}` blocks.
    public init(_ document: PushDocument, trigger: RequestProperties? = nil, translations: Translations? = nil) {
        self.document = document
        // A device payload is rendered as written, so what goes out keeps every key of the file.
        let request: JSONValue = if document.isSentAsWritten, let payload = document.devicePayload { .object(payload) } else {
            .object(ApplePushEncoder.request(document.push, envelope: document.envelope, endpoint: document.endpoint))
        }
        var found: [(String, Result<LiquidTemplate, LiquidError>)] = []
        if Liquid.appears(in: request) { Self.collect(request, at: "", into: &found) }
        self.request = request
        templates = found
        self.translations = translations
        translationIDs = Set(found.flatMap { (try? $0.1.get())?.translationIDs ?? [] })
        let own = RequestProperties(document)
        properties = own.isEmpty ? (trigger ?? own) : own
    }

    /// The push as `user` receives it at `now`, within one render's budget.
    public func render(for user: TestUsers.User, now: Date) -> Personalization {
        var run = RenderBudget.render
        return render(for: user, now: now, run: &run)
    }

    /// The push as `user` receives it at `now`, spending from `run`, a budget shared by every
    /// user of a run: each user may do at most one render's work, and none once the run's is spent.
    public func render(for user: TestUsers.User, now: Date, run: inout RenderBudget) -> Personalization {
        var pending: ConnectedContentCall?
        return render(for: user, now: now, run: &run, pendingCall: &pending)
    }

    /// Renders as `render(for:now:run:)` does; a render stopped by a Connected Content call not
    /// fetched yet (with `fetchedContent` set) names it in `pendingCall`.
    public func render(for user: TestUsers.User, now: Date, run: inout RenderBudget,
                       pendingCall: inout ConnectedContentCall?) -> Personalization {
        pendingCall = nil
        guard hasLiquid else { return .sent(document) }
        var context = LiquidContext(user: Self.withMessage(properties.applied(to: user.attributes, user: user.name),
                                                           MessageAttributes.merged(messageAttributes, over: document)),
                                    now: now, liveData: workspace.liveData(under: user.liveData))
        context.completeCatalogs = workspace.completeCatalogs(under: user.liveData)
        // Live answers for the users calls were made for; every other user keeps their canned data.
        if let answers = fetchedContent?[user.name] { context.connectedContent = answers }
        if !translationIDs.isEmpty, let locale = translations?.locale(for: user.attributes) {
            for id in translationIDs.sorted() {
                switch locale.templates[id] {
                case .success(let template)?: context.translations[id] = template
                case .failure(var error)?:
                    error.message = "the \(locale.name) translation of '\(id)': \(error.message)"
                    return .failed(pointer: "", error)
                case nil: continue  // the text inside the tag, and a warning where the push is checked
                }
            }
        }
        // Every template of the push shares the user's one budget.
        var budget = run.share(limit: min(RenderBudget.perRender, run.remaining))
        defer { run.spend(budget.spent) }
        var outputs: [String: String] = [:]
        for template in templates {
            switch template.parsed {
            case .failure(let error): return .failed(pointer: template.pointer, error)
            case .success(let parsed):
                switch parsed.render(context, budget: &budget, pendingCall: &pendingCall) {
                case .rendered(let text): outputs[template.pointer] = text
                case .aborted(let reason): return .aborted(reason: reason)
                case .needsData(let tag, let what): return .needsData(tag: tag, what: what)
                case .failed(var error):
                    if error.code == LiquidErrorCode.tooCostly && budget.limit < RenderBudget.perRender {
                        error.message = "not rendered: the test users before this one used up the work one run may do (\(run.limitInWords) steps of scanning or copying text)"
                    }
                    return .failed(pointer: template.pointer, error)
                }
            }
        }
        // Read as the same endpoint, so a body whose keys do not tell (`--request-kind`) stays what it was.
        let reader = document.isSentAsWritten ? PushReader() : PushReader(endpoint: document.endpoint)
        var result = reader.interpret(JSONNode(Self.substitute(request, at: "", outputs)))
        result.apnsOptions = document.apnsOptions
        // The form the push came in is kept, so budgets and compiled forms read the same, and
        // findings on what the user gets point at the lines of the template.
        result.kind = document.kind
        result.endpoint = document.endpoint
        if document.envelope == nil { result.envelope = nil }
        result.sourceMap = document.sourceMap
        result.pointers = document.pointers
        return .sent(result)
    }

    /// A user's attributes with the message's own under their namespaces (`campaign`, `canvas`).
    private static func withMessage(_ attributes: LiquidValue, _ message: [String: [String: String]]) -> LiquidValue {
        guard !message.isEmpty, case .hash(var hash) = attributes else { return attributes }
        for (namespace, pairs) in message {
            var merged: LiquidHash
            if case .hash(let existing)? = hash[namespace] { merged = existing } else { merged = LiquidHash() }
            for (key, value) in pairs.sorted(by: { $0.key < $1.key }) { merged[key] = .string(value) }
            hash[namespace] = .hash(merged)
        }
        return .hash(hash)
    }

    private static func collect(_ value: JSONValue, at pointer: String, into found: inout [(String, Result<LiquidTemplate, LiquidError>)]) {
        switch value {
        case .string(let text) where LiquidTemplate.containsLiquid(text):
            do {
                found.append((pointer, .success(try LiquidTemplate(text))))
            } catch {
                found.append((pointer, .failure(error)))
            }
        case .array(let items):
            for (index, item) in items.enumerated() { collect(item.value, at: JSONPointer.appending(pointer, index), into: &found) }
        case .object(let object):
            for member in object.members { collect(member.value.value, at: JSONPointer.appending(pointer, member.key), into: &found) }
        default:
            break
        }
    }

    private static func substitute(_ value: JSONValue, at pointer: String, _ outputs: [String: String]) -> JSONValue {
        switch value {
        case .string:
            return outputs[pointer].map(JSONValue.string) ?? value
        case .array(let items):
            return .array(items.enumerated().map { JSONNode(substitute($0.element.value, at: JSONPointer.appending(pointer, $0.offset), outputs)) })
        case .object(let object):
            var out = JSONObject()
            for member in object.members {
                out.members.append(JSONMember(key: member.key, value: JSONNode(substitute(member.value.value, at: JSONPointer.appending(pointer, member.key), outputs))))
            }
            return .object(out)
        default:
            return value
        }
    }
}
