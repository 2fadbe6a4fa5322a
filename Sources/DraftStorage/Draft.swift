import PushCore
import TextFormats

/// What the composer autosaves: the Braze request being composed and what only the composer needs.
///
/// Stored as pretty JSON so a user can read a draft, or rescue it by hand:
/// `{"format": "push-composer draft", "version": 1, "saved_at": "…Z", "file": …, "button_labels": {…}, "request": {…}}`.
public struct Draft: Sendable, Equatable {
    /// The format version this build writes; a draft with a higher one was written by a newer build.
    public static let currentVersion = 1
    /// The value of the `format` key, so a draft is recognisable on its own.
    static let formatName = "push-composer draft"
    /// The largest draft written and read: a push the composer holds, pretty-printed with its
    /// escapes, fits many times over; past it a draft is not written rather than lost on reading.
    public static let maxBytes = 16 << 20
    /// A push's own depth limit and the draft's object around it.
    static let maxDepth = JSONReader.defaultMaxDepth + 2

    /// The format version.
    public var version: Int
    /// The Braze request body being composed (what `ApplePushEncoder.request` builds).
    public var request: JSONValue
    /// The file being edited, or nil for a new push not yet saved.
    public var filePath: String?
    /// Labels of custom buttons, by action id: not part of the push, so kept only here.
    public var buttonLabels: [String: String]
    /// When it was saved, in seconds since 1970 (whole seconds: it is shown, not compared).
    public var savedAt: Int64

    /// Creates a draft in the current format.
    public init(request: JSONValue, filePath: String? = nil, buttonLabels: [String: String] = [:], savedAt: Int64) {
        self.version = Draft.currentVersion
        self.request = request
        self.filePath = filePath
        self.buttonLabels = buttonLabels
        self.savedAt = savedAt
    }

    /// The draft as a JSON value, keys in a fixed order and button labels sorted.
    public var json: JSONValue {
        let labels = buttonLabels.sorted { $0.key < $1.key }.map { JSONMember(key: $0.key, value: JSONNode(.string($0.value))) }
        return .object(JSONObject(pairs: [
            "format": .string(Draft.formatName),
            "version": .number(String(version)),
            "saved_at": .string(ExpiryShorthand.isoString(unixSeconds: savedAt, offsetSeconds: 0)),
            "file": filePath.map(JSONValue.string) ?? .null,
            "button_labels": .object(JSONObject(labels)),
            "request": request,
        ]))
    }

    /// The bytes written to disk: pretty JSON and a final newline.
    public func encoded() -> [UInt8] {
        JSONWriter.bytes(json, style: .pretty) + [0x0A]
    }

    /// Reads a draft back; the error says what is wrong, for the notice about a damaged draft.
    public static func decode(_ bytes: [UInt8]) throws(DraftFormatError) -> Draft {
        let root: JSONNode
        do {
            root = try JSONReader(maxBytes: maxBytes, maxDepth: maxDepth).read(bytes)
        } catch {
            throw DraftFormatError("not readable as JSON (\(error.location): \(error.message))")
        }
        guard let object = root.value.objectValue else { throw DraftFormatError("the file holds \(root.value.typeName), not a draft") }
        guard object["format"]?.stringValue == formatName else { throw DraftFormatError("it is not a push-composer draft") }
        guard let versionText = object["version"]?.numberText, let version = Int(versionText), version >= 1 else {
            throw DraftFormatError("its version is missing or not a whole number")
        }
        guard version <= currentVersion else {
            throw DraftFormatError("it was written by a newer push-composer (draft format \(version); this one reads \(currentVersion))")
        }
        guard let savedText = object["saved_at"]?.stringValue, let saved = ISODateTime.parse(savedText) else {
            throw DraftFormatError("saved_at is missing or not an ISO 8601 date-time")
        }
        let filePath: String?
        switch object["file"] {
        case .string(let path)?: filePath = path
        case .null?, nil: filePath = nil
        default: throw DraftFormatError("file must be a path or null")
        }
        var labels: [String: String] = [:]
        if let value = object["button_labels"] {
            guard let members = value.objectValue?.members else { throw DraftFormatError("button_labels must be an object") }
            for member in members {
                guard let label = member.value.value.stringValue else {
                    throw DraftFormatError("the label of button \"\(member.key)\" is not text")
                }
                labels[member.key] = label
            }
        }
        guard let request = object["request"], request.objectValue != nil else {
            throw DraftFormatError("the request is missing or not an object")
        }
        var draft = Draft(request: request, filePath: filePath, buttonLabels: labels, savedAt: saved.unixSeconds)
        draft.version = version
        return draft
    }
}
