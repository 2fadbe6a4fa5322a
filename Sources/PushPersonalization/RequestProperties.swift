import BrazeLiquid
import PushCore
import TextFormats

/// The personalisation a triggered request carries (`trigger_properties`,
/// `canvas_entry_properties`, `context`), as the Liquid namespaces Braze offers templates:
/// `{{api_trigger_properties.${name}}}` (also as `trigger_properties`), `{{canvas_entry_properties.${x}}}`.
/// They come from the push's own request, or from a trigger request given beside the push.
public struct RequestProperties: Sendable {
    /// Namespace → the request-wide properties.
    private var shared: [(namespace: String, value: JSONObject)] = []
    /// External user id → namespace → that recipient's own properties.
    private var perRecipient: [String: [(namespace: String, value: JSONObject)]] = [:]

    /// Collects the properties of a document's request; empty for anything else.
    public init(_ document: PushDocument) {
        guard let endpoint = document.endpoint, let envelope = document.envelope else { return }
        for field in endpoint.liquidNamespaces {
            guard let value = envelope[field.rawValue]?.objectValue else { continue }
            for namespace in field.liquidNamespaces { shared.append((namespace, value)) }
        }
        var seen = Set<String>()
        for recipient in envelope[EnvelopeField.recipients.rawValue]?.arrayValue ?? [] {
            // A user named twice takes the first object, as the send does.
            guard let object = recipient.value.objectValue,
                  let id = object[RecipientField.externalUserID.rawValue]?.stringValue, seen.insert(id).inserted else { continue }
            for field in endpoint.liquidNamespaces {
                guard let value = object[field.rawValue]?.objectValue else { continue }
                for namespace in field.liquidNamespaces { perRecipient[id, default: []].append((namespace, value)) }
            }
        }
    }

    /// The property names the request gives `namespace`, request-wide then per recipient, each once.
    public func names(in namespace: String) -> [String] {
        var seen = Set<String>()
        let all = shared + perRecipient.keys.sorted().flatMap { perRecipient[$0] ?? [] }
        return all.filter { $0.namespace == namespace }.flatMap { $0.value.members.map(\.key) }.filter { seen.insert($0).inserted }
    }

    /// Whether the request carries any.
    public var isEmpty: Bool { shared.isEmpty && perRecipient.isEmpty }

    /// A user's attributes with the request's properties laid over their own namespaces: the
    /// users file first, then the request's, then the recipient's of that external id (the user's name).
    func applied(to attributes: LiquidValue, user: String) -> LiquidValue {
        guard !isEmpty, case .hash(var hash) = attributes else { return attributes }
        for (namespace, value) in shared + (perRecipient[user] ?? []) {
            var merged: LiquidHash
            if case .hash(let existing)? = hash[namespace] { merged = existing } else { merged = LiquidHash() }
            for member in value.members { merged[member.key] = LiquidValue(json: member.value.value) }
            hash[namespace] = .hash(merged)
        }
        return .hash(hash)
    }
}
