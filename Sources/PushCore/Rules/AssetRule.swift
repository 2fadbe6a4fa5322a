/// Rich media: `asset_url` is a web URL and needs an `asset_file_type` from Braze's list.
public struct AssetRule: Rule {
    /// `asset_url` without `asset_file_type`.
    public static let fileTypeRequired = "asset.file-type.required"
    /// A type not in Braze's list.
    public static let fileTypeInvalid = "asset.file-type.invalid"
    /// A type without a URL.
    public static let fileTypeWithoutURL = "asset.file-type.without-url"
    /// The URL is not http(s).
    public static let urlFormat = "asset.url.format"
    /// The URL's extension says another type.
    public static let fileTypeMismatch = "asset.file-type.mismatch"
    /// `mutable_content: false` is overridden by rich media.
    public static let mutableForced = "mutable-content.forced"

    /// Creates the rule.
    public init() {}
    public var codes: [String] {
        [Self.fileTypeRequired, Self.fileTypeInvalid, Self.fileTypeWithoutURL, Self.urlFormat, Self.fileTypeMismatch, Self.mutableForced]
    }

    /// The media types Braze accepts, as a message lists them.
    private static let types = AssetFileType.allCases.map(\.rawValue).joined(separator: ", ")

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let push = context.push
        var out: [Diagnostic] = []
        let types = Self.types
        if let type = push.assetFileType, AssetFileType(rawValue: type) == nil {
            out.append(context.diagnostic(Self.fileTypeInvalid, .error, at: "/asset_file_type",
                "\"\(type)\" is not a media type Braze accepts: use one of \(types)."))
        }
        guard let url = push.assetURL else {
            if push.assetFileType != nil {
                out.append(context.diagnostic(Self.fileTypeWithoutURL, .warning, at: "/asset_file_type",
                    "asset_file_type is set but there is no asset_url, so no media is sent."))
            }
            return out
        }
        if let scheme = URIShape.scheme(of: url), scheme == "http" || scheme == "https", let problem = URIShape.problem(url) {
            out.append(context.diagnostic(Self.urlFormat, .error, at: "/asset_url", "asset_url \"\(url)\" \(problem)."))
        } else if !URIShape.isWebURL(url) {
            out.append(context.diagnostic(Self.urlFormat, .error, at: "/asset_url",
                "asset_url must be an http or https URL that the device can download."))
        }
        let guess = AssetFileType.guess(fromURL: url)
        if push.assetFileType == nil {
            let hint = guess.map { " The URL ends in .\($0.rawValue): \"\($0.rawValue)\" fits." } ?? ""
            out.append(context.diagnostic(Self.fileTypeRequired, .error, at: "/asset_url",
                "asset_url needs an asset_file_type (\(types)).\(hint)"))
        } else if let type = push.assetFileType.flatMap(AssetFileType.init(rawValue:)), let guess, guess != type {
            out.append(context.diagnostic(Self.fileTypeMismatch, .warning, at: "/asset_file_type",
                "asset_file_type is \(type.rawValue) but the URL ends in .\(guess.rawValue); the media may not show."))
        }
        if push.mutableContent == false {
            out.append(context.diagnostic(Self.mutableForced, .info, at: "/mutable_content",
                "mutable_content is false, but rich media always sets mutable-content to 1."))
        }
        return out
    }
}
