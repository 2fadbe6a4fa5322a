/// One request to APNs' channel management API ("Sending channel management requests to
/// APNs"), without its authorization: what `channels create|list|show|delete` send.
public struct ChannelRequest: Sendable, Equatable {
    /// What is asked.
    public enum Operation: Sendable, Equatable {
        /// Make a channel with this storage policy (201 and `apns-channel-id`).
        case create(ChannelStoragePolicy)
        /// Every channel of the app (200 and `{"channels": […]}`).
        case list
        /// One channel's settings (200 and its policy).
        case show(channelID: String)
        /// Delete a channel (204).
        case delete(channelID: String)
    }

    /// `GET`, `POST` or `DELETE`.
    public var method: String
    /// `/1/apps/<bundle id>/channels` or `/all-channels`.
    public var path: String
    /// The headers, in order.
    public var headers: [HeaderField]
    /// The JSON body (empty but for `create`).
    public var body: [UInt8]
    /// The status APNs answers a success with.
    public var successStatus: Int

    /// The request for `operation` on the app `bundleID`, with our own `requestID`.
    public init(_ operation: Operation, bundleID: String, requestID: String) {
        let base = "/1/apps/" + bundleID
        var headers = [HeaderField("apns-request-id", requestID)]
        switch operation {
        case .create(let storage):
            (method, path, successStatus) = ("POST", base + "/channels", 201)
            body = Array(#"{"message-storage-policy":\#(storage.number),"push-type":"LiveActivity"}"#.utf8)
        case .list:
            (method, path, successStatus, body) = ("GET", base + "/all-channels", 200, [])
        case .show(let id):
            (method, path, successStatus, body) = ("GET", base + "/channels", 200, [])
            headers.append(HeaderField("apns-channel-id", id))
        case .delete(let id):
            (method, path, successStatus, body) = ("DELETE", base + "/channels", 204, [])
            headers.append(HeaderField("apns-channel-id", id))
        }
        self.headers = headers
    }
}
