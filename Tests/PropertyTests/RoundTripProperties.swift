import PropertyBased
import PushCore
import Testing
import TextFormats

/// Compiling what was read and reading it back gives the same push.
@Suite struct RoundTripProperties {
    let compiler = PushCompiler()

    @Test func applePushOutputReadsBackAsTheSamePush() async {
        await propertyCheck(count: 300, input: PushSamples.pushes) { push in
            let written = compiler.compile(PushDocument(push: push), to: .applePush)
            let read = PushReader().read(written)
            #expect(read.kind == .applePush)
            #expect(read.readIssues.allSatisfy { $0.isUnknownKey }, "\(read.readIssues)")
            #expect(read.push == push, "\(written)")
        }
    }

    @Test func requestOutputReadsBackAsTheSamePushAndEnvelope() async {
        await propertyCheck(count: 300, input: PushSamples.documents) { document in
            let written = compiler.compile(document, to: .request)
            let read = PushReader().read(written)
            #expect(read.kind == .request)
            #expect(read.push == document.push, "\(written)")
            // Everything around apple_push survives: audience keys, other channels, unknown keys.
            #expect(Self.withoutPush(read.envelope) == Self.withoutPush(document.envelope), "\(written)")
        }
    }

    @Test func readingAndCompilingAgainChangesNothing() async {
        // What was read from a file (written here by the compiler) compiles to the same text again.
        await propertyCheck(count: 200, input: PushSamples.documents) { document in
            for target in [CompileTarget.applePush, .request] {
                let written = compiler.compile(document, to: target)
                let again = compiler.compile(PushReader().read(written), to: target)
                #expect(again == written, "\(target)")
            }
        }
    }

    /// A request body without `messages.apple_push` (and without `messages` if that was all).
    static func withoutPush(_ envelope: JSONObject?) -> JSONObject {
        var o = envelope ?? JSONObject()
        if var messages = o["messages"]?.objectValue {
            messages["apple_push"] = nil
            o["messages"] = messages.isEmpty ? nil : .object(messages)
        }
        return o
    }
}

extension ReadIssue {
    /// Unknown keys are reported on reading and kept; they are the only issue a written push may have.
    var isUnknownKey: Bool {
        if case .unknownKey = self { return true }
        return false
    }
}
