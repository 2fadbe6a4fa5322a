import Testing
@testable import PushSending

/// Every reason and error Apple and Braze document has its own plain words.
@Suite("What every answer means")
struct ExplanationTableTests {
    /// Apple's reasons with their statuses, as documented (Handling notification responses from APNs).
    static let appleReasons: [(String, Int)] = [
        ("BadCollapseId", 400), ("BadDeviceToken", 400), ("BadExpirationDate", 400), ("BadMessageId", 400),
        ("BadPriority", 400), ("BadTopic", 400), ("DeviceTokenNotForTopic", 400), ("DuplicateHeaders", 400),
        ("IdleTimeout", 400), ("InvalidPushType", 400), ("MissingDeviceToken", 400), ("MissingTopic", 400),
        ("PayloadEmpty", 400), ("TopicDisallowed", 400), ("BadCertificate", 403), ("BadCertificateEnvironment", 403),
        ("ExpiredProviderToken", 403), ("Forbidden", 403), ("InvalidProviderToken", 403), ("MissingProviderToken", 403),
        ("UnrelatedKeyIdInToken", 403), ("BadEnvironmentKeyIdInToken", 403), ("BadPath", 404), ("MethodNotAllowed", 405),
        ("ExpiredToken", 410), ("Unregistered", 410), ("PayloadTooLarge", 413), ("TooManyProviderTokenUpdates", 429),
        ("TooManyRequests", 429), ("InternalServerError", 500), ("ServiceUnavailable", 503), ("Shutdown", 503),
        // Broadcast channels (iOS 18).
        ("BadChannelId", 400), ("MissingChannelId", 400), ("ChannelNotRegistered", 400), ("CannotCreateChannelConfig", 400),
        ("MissingPushType", 400), ("TopicMismatch", 400), ("FeatureNotEnabled", 400),
    ]

    @Test("Every APNs reason is in the table with its status and words of its own", arguments: appleReasons)
    func appleReason(_ name: String, _ status: Int) throws {
        let reason = try #require(APNsReason.named(name))
        #expect(reason.status == status)
        for environment in APNsEnvironment.allCases {
            let words = APNsReason.explain(status: status, reason: name, environment: environment)
            #expect(!words.isEmpty)
            #expect(!words.contains("refused the push with status"), "\(name) falls back to the generic words")
        }
    }

    @Test("The table holds nothing Apple does not document, and each reason once")
    func noExtraReasons() {
        #expect(APNsReason.all.map(\.name).sorted() == Self.appleReasons.map(\.0).sorted())
    }

    @Test("A bad token names the other environment and the builds whose tokens belong there")
    func badDeviceTokenPerEnvironment() {
        let sandbox = APNsReason.explain(status: 400, reason: "BadDeviceToken", environment: .sandbox)
        #expect(sandbox.contains("for sandbox") && sandbox.contains("TestFlight") && sandbox.contains("production"))
        let production = APNsReason.explain(status: 400, reason: "BadDeviceToken", environment: .production)
        #expect(production.contains("for production") && production.contains("Xcode") && production.contains("sandbox"))
    }

    @Test("An undocumented reason or status still gets a line")
    func unknownReason() {
        #expect(APNsReason.explain(status: 400, reason: "SomethingNew", environment: .sandbox).contains("SomethingNew"))
        #expect(APNsReason.explain(status: 502, reason: nil, environment: .sandbox).contains("try again"))
        #expect(APNsReason.explain(status: 200, reason: nil, environment: .sandbox).contains("accepted"))
    }

    /// Braze's documented errors (errors.md), with a fragment of the words each must get.
    static let brazeErrors: [(Int, String?, String)] = [
        (400, "Bad Request", "could not read the request"),
        (400, "No Recipients", "no push token"),
        (400, "The max number of external_ids and aliases per request was exceeded", "At most 50"),
        (400, "Apple Push Length Exceeded", "too long"),
        (400, "Invalid Extra Push Payload", "key-value"),
        (400, "Invalid Campaign ID", "campaign or variation"),
        (400, "Message Variant Unspecified", "campaign or variation"),
        (400, "Invalid Message Variant", "campaign or variation"),
        (400, "Mismatched Message Type", "campaign or variation"),
        (400, "No message to send", "empty"),
        (401, "Unauthorized", "unknown on this instance"),
        (403, "Forbidden", "cannot use this API"),
        (403, "Access Denied", "messages.send"),
        (404, "Not Found", "Wrong address"),
        (429, "Rate Limited", "Too many requests"),
        (500, nil, "try again in a minute"),
        (502, nil, "try again in a minute"),
        (503, nil, "try again in a minute"),
        (504, nil, "try again in a minute"),
    ]

    @Test("Every Braze error has its plain words", arguments: brazeErrors)
    func brazeError(_ status: Int, _ message: String?, _ fragment: String) {
        let words = BrazeAnswer.explain(status: status, message: message, resetsAt: nil)
        #expect(words.contains(fragment), "\(status) \(message ?? ""): \(words)")
    }

    @Test("A 2xx is accepted and says it is not proof of delivery; a 429 names the reset time")
    func acceptedAndRateLimited() {
        #expect(BrazeAnswer.explain(status: 201, message: "success", resetsAt: nil).contains("not proof of delivery"))
        #expect(BrazeAnswer.explain(status: 202, message: "queued", resetsAt: nil).contains("accepted"))
        #expect(BrazeAnswer.explain(status: 429, message: "Rate Limited", resetsAt: "2026-11-23 15:00:00 UTC")
            .contains("wait until 2026-11-23 15:00:00 UTC"))
    }
}
