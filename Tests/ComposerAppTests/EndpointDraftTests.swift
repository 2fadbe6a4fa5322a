import PushCore
import Testing
@testable import ComposerApp

/// A draft keeps the request it was read from: saving a scheduled send keeps its schedule,
/// a Live Activity update its notification's place, the bare messages object its channels.
struct EndpointDraftTests {
    @Test(arguments: [
        (#"{"external_user_ids": ["u"], "schedule": {"time": "2030-01-01T09:00:00Z", "in_local_time": false}, "messages": {"apple_push": {"alert": "Hi"}}}"#,
         #"{"external_user_ids":["u"],"schedule":{"time":"2030-01-01T09:00:00Z","in_local_time":false},"messages":{"apple_push":{"alert":"Hi","badge":2}}}"#),
        (#"{"app_id": "a", "activity_id": "b", "content_state": {"s": 1}, "notification": {"alert": {"body": "Hi"}}}"#,
         #"{"app_id":"a","activity_id":"b","content_state":{"s":1},"notification":{"alert":{"body":"Hi"},"badge":2}}"#),
        (#"{"apple_push": {"alert": "Hi"}, "android_push": {"alert": "Hi"}}"#,
         #"{"apple_push":{"alert":"Hi","badge":2},"android_push":{"alert":"Hi"}}"#),
    ])
    func savingKeepsTheEndpointsEnvelope(_ json: String, _ saved: String) {
        let document = PushReader().read(json)
        var draft = ComposerDraft(document: document)
        draft.push.badge = 2
        let text = FileForm(document).contents(of: draft)
        #expect(JSONWriter.string(PushReader().read(text).envelope.map(JSONValue.object) ?? .null) == saved)
    }
}
