import BrazeLiquid
import Foundation
import TextFormats

/// Hides what looks like a secret in a Connected Content request before it is shown: a query or
/// form value named like a key or token, a password in the address, and the value of a header
/// that carries credentials.
public enum ConnectedContentRedactor {
    /// What a hidden value is shown as.
    public static let mask = "•••"

    /// Words that make a parameter or header name a secret's (compared lowercased, within the name).
    static let secretWords = ["key", "token", "secret", "password", "passwd", "auth", "signature", "sig", "session", "cookie", "credential"]

    /// Whether a parameter or header named `name` holds a secret.
    public static func isSecret(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return secretWords.contains { lowered.contains($0) }
    }

    /// `url` with its userinfo and secret query values hidden.
    public static func url(_ url: String) -> String {
        var text = url
        // user:password@host → user:•••@host
        if let scheme = text.range(of: "://"), let at = text[scheme.upperBound...].firstIndex(of: "@"),
           !text[scheme.upperBound..<at].contains("/"), let colon = text[scheme.upperBound..<at].firstIndex(of: ":") {
            text.replaceSubrange(text.index(after: colon)..<at, with: mask)
        }
        guard let question = text.firstIndex(of: "?") else { return text }
        let fragment = text[question...].firstIndex(of: "#")
        let query = text[text.index(after: question)..<(fragment ?? text.endIndex)]
        return String(text[...question]) + form(String(query)) + (fragment.map { String(text[$0...]) } ?? "")
    }

    /// A `name=value&…` text with secret values hidden.
    public static func form(_ text: String) -> String {
        text.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            guard let equals = pair.firstIndex(of: "=") else { return String(pair) }
            let name = pair[..<equals].removingPercentEncoding ?? String(pair[..<equals])
            return isSecret(name) ? "\(pair[..<equals])=\(mask)" : String(pair)
        }.joined(separator: "&")
    }

    /// A request body with secret values hidden: a JSON object's members named like a key or
    /// token (at any depth), else a form's.
    public static func body(_ text: String) -> String {
        guard text.first == "{", let parsed = try? JSONReader().read(Array(text.utf8)), case .object(let object) = parsed.value else {
            return form(text)
        }
        return JSONWriter.string(hidingSecrets(.object(object)))
    }

    private static func hidingSecrets(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object):
            var out = JSONObject()
            for member in object.members {
                let hidden: JSONValue = isSecret(member.key) ? .string(mask) : hidingSecrets(member.value.value)
                out.members.append(JSONMember(key: member.key, value: JSONNode(hidden)))
            }
            return .object(out)
        case .array(let items):
            return .array(items.map { JSONNode(hidingSecrets($0.value)) })
        default:
            return value
        }
    }

    /// A header's value, hidden when the header carries credentials.
    public static func header(_ header: ConnectedContentCall.Header) -> String {
        isSecret(header.name) || header.name.lowercased() == "set-cookie" ? mask : header.value
    }
}
