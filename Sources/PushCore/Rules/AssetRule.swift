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
    public var pages: [RulePage] { Self.pages }

    /// The pages of rich media.
    static let pages = [
        RulePage(fileTypeRequired, .error,
            summary: "Rich media with an asset_url also names its asset_file_type.",
            why: "Braze requires asset_file_type whenever asset_url is set. Both go to the phone as the attachment (ab.att) that the app downloads and shows.",
            failing: #"{"alert": "Summer sale: 30% off", "asset_url": "https://cdn.example.com/sale.png"}"#,
            passing: #"{"alert": "Summer sale: 30% off", "asset_url": "https://cdn.example.com/sale.png", "asset_file_type": "png"}"#,
            fix: "Add asset_file_type with the media's type, e.g. \"png\" for a .png image."),
        RulePage(fileTypeInvalid, .error,
            summary: "asset_file_type is one of the media types Braze accepts.",
            why: "Braze accepts only aif, gif, jpg, m4a, mp3, mp4, png and wav as asset_file_type. Other spellings, such as jpeg, are not in the list.",
            failing: #"{"alert": "Summer sale: 30% off", "asset_url": "https://cdn.example.com/sale.jpeg", "asset_file_type": "jpeg"}"#,
            passing: #"{"alert": "Summer sale: 30% off", "asset_url": "https://cdn.example.com/sale.jpeg", "asset_file_type": "jpg"}"#,
            fix: "Use the listed name for the media's type: jpg for a JPEG image, aif for an AIFF sound."),
        RulePage(fileTypeWithoutURL, .warning,
            summary: "asset_file_type comes with an asset_url.",
            why: "asset_file_type only says what kind of media asset_url points to. Without asset_url no media is sent, so the type does nothing.",
            failing: #"{"alert": "Summer sale: 30% off", "asset_file_type": "png"}"#,
            passing: #"{"alert": "Summer sale: 30% off", "asset_url": "https://cdn.example.com/sale.png", "asset_file_type": "png"}"#,
            fix: "Add the media's asset_url, or remove asset_file_type if the push has no media."),
        RulePage(urlFormat, .error,
            summary: "asset_url is a well-formed http or https URL.",
            why: "The phone downloads the media itself when the push arrives, so asset_url must be a web address it can fetch: http or https, with a host.",
            failing: #"{"alert": "Summer sale: 30% off", "asset_url": "cdn.example.com/sale.png", "asset_file_type": "png"}"#,
            passing: #"{"alert": "Summer sale: 30% off", "asset_url": "https://cdn.example.com/sale.png", "asset_file_type": "png"}"#,
            fix: "Write the full address, starting https://, and percent-encode any space (%20)."),
        RulePage(fileTypeMismatch, .warning,
            summary: "asset_file_type agrees with the URL's file extension.",
            why: "The app is told the media's type by asset_file_type. When the URL ends in another type's extension, one of them is wrong and the media may not show.",
            failing: #"{"alert": "Summer sale: 30% off", "asset_url": "https://cdn.example.com/sale.gif", "asset_file_type": "png"}"#,
            passing: #"{"alert": "Summer sale: 30% off", "asset_url": "https://cdn.example.com/sale.gif", "asset_file_type": "gif"}"#,
            fix: "Set asset_file_type to the type the file really is, or point asset_url at the file of that type."),
        RulePage(mutableForced, .info,
            summary: "mutable_content is not set to false on a rich-media push.",
            why: "Braze always sets mutable-content to 1 when a push has asset_url, so the app's notification extension can download the media. mutable_content: false is overridden.",
            failing: #"{"alert": "Summer sale: 30% off", "asset_url": "https://cdn.example.com/sale.png", "asset_file_type": "png", "mutable_content": false}"#,
            passing: #"{"alert": "Summer sale: 30% off", "asset_url": "https://cdn.example.com/sale.png", "asset_file_type": "png"}"#,
            fix: "Remove mutable_content: false; rich media turns it on in any case."),
    ]

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
