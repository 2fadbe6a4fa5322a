@testable import ComposerApp
import Foundation
import PushCore
import TextFormats
import TestSupport
import Testing

/// A device payload is opened as a device payload: the gauge counts the bytes `validate` counts,
/// its diagnostics stand under the fields they are about, and edits keep what the form cannot hold.
@MainActor
@Suite struct DevicePayloadTests {
    /// Every file under Tests/ that reads as a device payload, with its bytes.
    nonisolated static let fixtures: [(name: String, bytes: [UInt8])] = {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        guard let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var found: [(String, [UInt8])] = []
        for case let url as URL in walker where ["json", "apns"].contains(url.pathExtension) {
            guard let data = try? Data(contentsOf: url), data.count <= JSONReader.defaultMaxBytes else { continue }
            let bytes = [UInt8](data)
            let document = PushReader().read(bytes)
            guard document.isSentAsWritten else { continue }
            found.append((String(url.path.dropFirst(tests.path.count + 1)), bytes))
        }
        return found.sorted { $0.0 < $1.0 }
    }()

    @Test func thereAreDevicePayloadFixturesToCompare() {
        // The fixtures of the CLI and the fuzz corpus hold several; none found means the walk is wrong.
        #expect(Self.fixtures.count >= 3, "found \(Self.fixtures.map(\.name))")
    }

    @Test(arguments: fixtures.map(\.name))
    func theGaugeCountsWhatValidateCounts(_ name: String) throws {
        let bytes = try #require(Self.fixtures.first { $0.name == name }?.bytes)
        let validated = PushAnalysis(PushReader().read(bytes))
        let h = ComposerHarness.opening(String(decoding: bytes, as: UTF8.self), named: (name as NSString).lastPathComponent,
                                        size: ComposerHarness.wide)
        #expect(h.state.analysis.budget.brazeBytes == validated.budget.brazeBytes, "\(name)")
        #expect(h.state.analysis.budget == validated.budget, "\(name)")
        #expect(h.gaugeRow(h.render()).contains("Braze \(validated.budget.isLowerBound ? "≥" : "")\(validated.budget.brazeBytes)/1912 B"),
                "\(name): \(h.gaugeRow(h.render()))")
        #expect(h.state.analysis.diagnostics.map(\.code) == validated.diagnostics.map(\.code), "\(name)")
    }

    @Test func aSubtitleAndCustomKeysCountAndStayThroughAnEdit() {
        let file = #"{"zeta":1,"aps":{"alert":{"title":"Hi","subtitle":"Sub","body":"There"},"sound":"default"},"ab":{"x":"y"}}"#
        let h = ComposerHarness.opening(file, named: "sub.apns", size: ComposerHarness.wide)
        let before = h.state.analysis.budget.brazeBytes
        #expect(before == PushAnalysis(PushReader().read(file)).budget.brazeBytes)
        h.replace(.title, with: "Hello")
        // Three more bytes, and the subtitle and custom keys are still counted in their places.
        #expect(h.state.analysis.budget.brazeBytes == before + 3)
        let saved = PushReader().read(h.state.fileForm.contents(of: h.state.draft))
        #expect(saved.devicePayload?.keys == ["zeta", "aps", "ab"])
        #expect(PushAnalysis(saved).budget == h.state.analysis.budget)
        #expect(DevicePayload.subtitle(of: saved.devicePayload!) == "Sub")
    }

    @Test func aDiagnosticInTheAlertStandsUnderItsField() {
        // A title of another type is read as a problem at /aps/alert/title, shown under the title.
        let file = #"{"aps":{"alert":{"title":"Hi","body":"There"},"sound":"default","interruption-level":"loudest"}}"#
        let h = ComposerHarness.opening(file, named: "level.apns", size: ComposerHarness.wide)
        let problem = h.state.analysis.diagnostics.first { $0.path == "/aps/interruption-level" }
        #expect(problem != nil, "\(h.state.analysis.diagnostics)")
        if let problem { #expect(h.state.field(for: problem) == .interruptionLevel) }
    }

    @Test func aLiveActivityUpdateShowsItsAlertOnTheCardAndItsContentStateInThePane() throws {
        let bytes = try #require(Self.fixtures.first { $0.name.hasSuffix("live-activity-update.apns") }?.bytes)
        let h = ComposerHarness.opening(String(decoding: bytes, as: UTF8.self), named: "update.apns", size: ComposerHarness.wide)
        #expect(h.state.analysis.document.pushType == .liveactivity)
        let screen = h.lines().joined(separator: "\n")
        // The card: the alert the update lights the screen with.
        #expect(screen.contains("Delivery update") && screen.contains("Ana is 4 minutes away."), "\(screen)")
        // The pane: the payload as sent, content state and all.
        #expect(screen.contains("content-state") && screen.contains("courierName"), "\(screen)")
        #expect(!h.state.analysis.diagnostics.hasErrors, "\(h.state.analysis.diagnostics)")
    }

    @Test func editingALiveActivitysAlertKeepsItsEventAndContentState() throws {
        let bytes = try #require(Self.fixtures.first { $0.name.hasSuffix("live-activity-update.apns") }?.bytes)
        let h = ComposerHarness.opening(String(decoding: bytes, as: UTF8.self), named: "update.apns", size: ComposerHarness.wide)
        h.replace(.body, with: "Ana is at your door.")
        let aps = try #require(h.state.analysis.document.devicePayload?["aps"]?.objectValue)
        #expect(aps.keys == ["timestamp", "event", "content-state", "stale-date", "relevance-score", "alert"])
        #expect(aps["alert"]?.objectValue?["body"]?.stringValue == "Ana is at your door.")
        #expect(h.state.analysis.document.pushType == .liveactivity)
    }

    @Test func aFileWithoutApsGetsOneOnlyWhenTheEditNeedsIt() {
        let file = #"{"Simulator Target Bundle":"com.example.app","alert":"Hi"}"#
        let h = ComposerHarness.opening(file, named: "bare.apns", size: ComposerHarness.wide)
        #expect(h.state.fileForm.contents(of: h.state.draft) == JSONWriter.string(.object(PushReader().read(file).devicePayload!), style: .pretty) + "\n")
        h.replace(.body, with: "Hello")
        let aps = PushReader().read(h.state.fileForm.contents(of: h.state.draft)).devicePayload?["aps"]?.objectValue
        #expect(aps?["alert"]?.stringValue == "Hello")
    }
}
