import Foundation
import FileTestSupport
import PushCore
@testable import PushCLI
import TestSupport
import Testing

/// `{{campaign.${…}}}` and `{{canvas.${…}}}`: empty offline unless given, and said when empty;
/// given with `--campaign`/`--canvas`, or by the request's own campaign_id.
@Suite("Campaign and Canvas attributes")
struct MessageAttributesTests {
    /// The folder is kept for the test's length: it is removed with the object.
    let folder = TemporaryFolder(fixture: ())

    func file(_ json: String) throws -> String {
        let path = folder.path + "/push-\(UUID().uuidString).json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("An attribute Braze fills at send time is a note naming it until a value is given, then it renders")
    func notedThenRendered() async throws {
        let push = try file(#"{"alert": "Your order has shipped", "extra": {"source": "{{campaign.${message_name}}}", "v": "{{canvas.${variant_name}}}"}}"#)
        let plain = CLIHarness()
        #expect(await plain.run("validate", "--no-users", push) == 0)
        #expect(plain.out.contains("info[liquid.message-attribute]: campaign.${message_name} renders empty in this preview"), "\(plain.out)")
        #expect(plain.out.contains("give --canvas variant_name=VALUE, or pull the message (its NAME.message.json), to see it"), "\(plain.out)")
        let given = CLIHarness()
        #expect(await given.run("validate", "--no-users", "--campaign", "message_name=Spring sale", "--canvas", "variant_name=B", push) == 0)
        #expect(!given.out.contains("liquid.message-attribute"), "\(given.out)")
        let compiled = CLIHarness()
        #expect(await compiled.run("compile", push, "--users", CLIHarness.fixture("users.json"), "--user", "ana",
                                   "--campaign", "message_name=Spring sale", "--canvas", "variant_name=B") == 0, "\(compiled.err)")
        #expect(compiled.out.contains(#""source":"Spring sale""#) && compiled.out.contains(#""v":"B""#), "\(compiled.out)")
    }

    @Test("A request's campaign_id is its campaign.${api_id}")
    func fromTheRequest() async throws {
        let push = try file(#"{"campaign_id": "c-123", "external_user_ids": ["ana"], "messages": {"apple_push": {"alert": "Hi", "extra": {"c": "{{campaign.${api_id}}}"}}}}"#)
        let checked = CLIHarness()
        #expect(await checked.run("validate", "--no-users", push) == 0, "\(checked.out)")
        #expect(!checked.out.contains("liquid.message-attribute"), "\(checked.out)")
        let compiled = CLIHarness()
        #expect(await compiled.run("compile", push, "--users", CLIHarness.fixture("users.json"), "--user", "ana") == 0, "\(compiled.err)")
        #expect(compiled.out.contains(#""c":"c-123""#), "\(compiled.out)")
    }

    @Test("A name Braze does not fill is a typo with the nearest, and refused as an option")
    func typos() async throws {
        let push = try file(#"{"alert": "Hi", "extra": {"s": "{{campaign.${mesage_name}}}"}}"#)
        let checked = CLIHarness()
        _ = await checked.run("validate", "--no-users", push)
        #expect(checked.out.contains("warning[liquid.unknown-attribute]: campaign.${mesage_name}: did you mean campaign.${message_name}?"), "\(checked.out)")
        let refused = CLIHarness()
        #expect(await refused.run("validate", "--campaign", "nope=1", push) == 2)
        #expect(refused.err.contains("--campaign takes name=value, the name one of api_id, dispatch_id, name, message_name, message_api_id"), "\(refused.err)")
    }

    @Test("The options' help lists every name Braze fills")
    func helpListsTheNames() async {
        let h = CLIHarness()
        _ = await h.run("validate", "--help")
        // The help is wrapped to the terminal: compared with its spaces and line breaks as one.
        let help = h.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for (namespace, names) in MessageAttributes.names {
            #expect(help.contains(names.joined(separator: ", ")), "--\(namespace) help")
        }
    }
}
