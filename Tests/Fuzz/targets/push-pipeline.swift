@testable import PushCore
import TextFormats

// libFuzzer target: reading, validation, every compile target and the byte budget, module PushCore.
//
// Any input is read as a push file (any of the three forms), analysed, measured and compiled to
// every target. Besides never crashing, it checks:
// - every diagnostic has a code, a message and a 1-based line and column;
// - the budget's rows and structure add up to the Braze figure, and APNs = Braze + 136;
// - a device payload compiles to `apns` as written; the Braze figure of its push is what Braze
//   would deliver less `ab.c`;
// - every JSON output reads back with the strict reader (no repeated key);
// - compiling to `request` or `apple-push` and reading back gives the same push;
// - the `apns` payload is a fixed point: read back and compiled again, it is the same bytes.

private let fixedNow: Int64 = 1_767_225_600  // 2026-01-01T00:00:00Z
private let compiler = PushCompiler(bundleID: "com.example.app", endpoint: "https://rest.iad-01.braze.com")
/// For reading back what we wrote: no size or depth cap (a request adds two levels), but still strict.
private let readBack = PushReader(json: JSONReader(maxBytes: .max, maxDepth: .max, rejectsDuplicateKeys: true))

private func checkDiagnostics(_ analysis: PushAnalysis, _ what: String) {
    for d in analysis.diagnostics {
        fuzzRequire(!d.code.isEmpty && !d.message.isEmpty, "\(what): a diagnostic without code or message: \(d)")
        fuzzRequire(d.path.isEmpty || d.path.utf8.first == UInt8(ascii: "/"), "\(what): \(d.code) has a path that is not a JSON Pointer: \(d.path)")
        if analysis.document.isReadable || d.code.hasPrefix("json.") {
            fuzzRequire((d.line ?? 0) >= 1 && (d.column ?? 0) >= 1, "\(what): \(d.code) at \(d.path) has no line and column")
        }
    }
}

private func checkBudget(_ budget: ByteBudget, _ what: String) {
    fuzzRequire(budget.structureBytes >= 0, "\(what): negative structure bytes \(budget.structureBytes)")
    fuzzRequire(budget.rows.reduce(0) { $0 + $1.bytes } + budget.structureBytes == budget.brazeBytes,
                "\(what): rows and structure do not add up to \(budget.brazeBytes)")
    fuzzRequire(budget.apnsBytes(.braze) == budget.brazeBytes + ByteBudget.campaignKeyReserve, "\(what): APNs bytes via Braze")
    fuzzRequire(!budget.routes.isEmpty && budget.apnsBytes == budget.apnsBytes(budget.routes[0]), "\(what): the usual route's figure")
    fuzzRequire(zip(budget.rows, budget.rows.dropFirst()).allSatisfy { $0.bytes >= $1.bytes }, "\(what): rows not largest first")
}

/// Reads back JSON we wrote; the strict reader must take it.
private func reread(_ text: String, _ target: CompileTarget) -> PushDocument {
    let document = readBack.read(text)
    if !document.isReadable {
        let issue = document.readIssues.first.map { "\($0)" } ?? "?"
        fatalError("fuzz property failed: the \(target.rawValue) output does not read back: \(issue) in \(fuzzDescribe(text))")
    }
    return document
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPushPipeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let document = PushReader().read(fuzzBytes(data, size))
    let analysis = PushAnalysis(document, now: fixedNow)
    checkDiagnostics(analysis, "input")
    checkBudget(analysis.budget, "input")
    _ = analysis.isValid

    var outputs: [CompileTarget: String] = [:]
    for target in CompileTarget.allCases {
        outputs[target] = compiler.compile(document, to: target)
    }
    guard document.hasPush else { return 0 }
    let push = document.push

    let apns = outputs[.apns]!
    // The direct figure is the payload a direct send carries, byte for byte.
    fuzzRequire(analysis.budget.apnsBytes(.direct) == apns.utf8.count,
                "APNs bytes direct \(analysis.budget.apnsBytes(.direct)) against \(apns.utf8.count) for \(fuzzDescribe(apns))")
    let device = reread(apns, .apns)
    if document.isSentAsWritten {
        // A device payload is delivered as written: its own keys, with its own ab.c or none.
        fuzzRequire(apns == JSONWriter.string(.object(document.deliveredPayload)), "the apns output is not the payload as written: \(fuzzDescribe(apns))")
    } else {
        fuzzRequire(device.kind == .apns, "the apns output reads back as \(device.kind)")
    }

    // The Braze figure is the payload Braze delivers for the push, less ab.c (and `ab` when c was all it held).
    let braze = document.isSentAsWritten ? compiler.compile(PushDocument(push: push), to: .apns) : apns
    let abKeys = reread(braze, .apns).devicePayload?["ab"]?.objectValue?.keys ?? []
    fuzzRequire(abKeys.last == "c", "the compiled payload has no ab.c: \(fuzzDescribe(braze))")
    let campaignKeyBytes = abKeys == ["c"] ? #","ab":{"c":null}"#.utf8.count : #","c":null"#.utf8.count
    let measured = ByteBudget(push: push)
    checkBudget(measured, "compiled")
    // With Liquid the figure counts only the text every user gets: never more than the template.
    fuzzRequire(measured.isLowerBound ? measured.brazeBytes <= braze.utf8.count - campaignKeyBytes
                                      : measured.brazeBytes == braze.utf8.count - campaignKeyBytes,
                "Braze bytes \(measured.brazeBytes) against \(braze.utf8.count) - \(campaignKeyBytes) for \(fuzzDescribe(braze))")

    // Every JSON output reads back; request and apple-push give the same push again.
    let expected = push
    let request = reread(outputs[.request]!, .request)
    fuzzRequire(request.kind == .request, "the request output reads back as \(request.kind)")
    fuzzRequire(request.push == expected, "the request output reads back as another push: \(fuzzDescribe(outputs[.request]!))")
    let bare = reread(outputs[.applePush]!, .applePush)
    if bare.kind == .applePush {
        fuzzRequire(bare.push == expected, "the apple-push output reads back as another push: \(fuzzDescribe(outputs[.applePush]!))")
    }
    let simctl = reread(outputs[.simctl]!, .simctl)
    fuzzRequire(simctl.kind == .apns, "the simctl output reads back as \(simctl.kind)")

    // The device payload is a fixed point of reading and compiling (once it reads back as one).
    let again = compiler.compile(device, to: .apns)
    fuzzRequire(device.kind != .apns || again == apns, "the apns output compiles to other bytes once read back:\n  \(fuzzDescribe(apns))\n  \(fuzzDescribe(again))")

    for reread in [request, bare, simctl, device] {
        let a = PushAnalysis(reread, now: fixedNow)
        checkDiagnostics(a, "read back")
        checkBudget(a.budget, "read back")
    }
    return 0
}
