import PropertyBased
import PushCore
import Testing

/// The Braze byte figure is the compiled `apns` payload less the bytes of `ab.c`; each route's
/// APNs figure is what that route delivers.
@Suite struct ByteBudgetProperties {
    let compiler = PushCompiler()

    @Test func brazeBytesAreTheCompiledPayloadLessTheCampaignKey() async {
        await propertyCheck(count: 400, input: PushSamples.pushes) { push in
            let payload = compiler.compile(PushDocument(push: push), to: .apns)
            let abMembers = DevicePayload.build(push).member("ab")?.value.value.objectValue?.keys ?? []
            #expect(abMembers.last == "c")
            // `,"c":null` when ab holds more, else the whole `,"ab":{"c":null}` (aps always comes first).
            let campaignKey = abMembers == ["c"] ? #","ab":{"c":null}"# : #","c":null"#
            #expect(payload.contains(campaignKey))
            let budget = ByteBudget(push: push)
            if budget.isLowerBound {
                // With Liquid only the text every user gets counts: never more than the template.
                #expect(budget.brazeBytes <= payload.utf8.count - campaignKey.utf8.count, "\(payload)")
            } else {
                #expect(budget.brazeBytes == payload.utf8.count - campaignKey.utf8.count, "\(payload)")
            }
            // Through Braze, ab.c at the size Braze keeps for it; direct, the payload as compiled,
            // Liquid and all (a direct send renders none).
            #expect(budget.routes == [.braze, .direct])
            #expect(budget.apnsBytes == budget.apnsBytes(.braze))
            #expect(budget.apnsBytes(.braze) == budget.brazeBytes + ByteBudget.campaignKeyReserve)
            #expect(budget.apnsBytes(.direct) == payload.utf8.count, "\(payload)")
        }
    }

    @Test func thePayloadMeasuredAsGivenAgreesWithTheCompiledFigure() async {
        // Reading the compiled payload back as an APNs file and measuring it as given gives the same bytes.
        await propertyCheck(count: 300, input: PushSamples.pushes) { push in
            let payload = compiler.compile(PushDocument(push: push), to: .apns)
            let asGiven = PushAnalysis(PushReader().read(payload)).budget
            #expect(asGiven.brazeBytes == ByteBudget(push: push).brazeBytes, "\(payload)")
            // A device payload goes one way, straight to APNs, as written.
            #expect(asGiven.routes == [.direct])
            #expect(asGiven.apnsBytes == payload.utf8.count, "\(payload)")
        }
    }

    @Test func rowsAndStructureAddUpToTheTotal() async {
        await propertyCheck(count: 300, input: PushSamples.pushes) { push in
            let budget = ByteBudget(push: push)
            #expect(budget.structureBytes >= 0)
            #expect(budget.rows.reduce(0) { $0 + $1.bytes } + budget.structureBytes == budget.brazeBytes)
        }
    }
}
