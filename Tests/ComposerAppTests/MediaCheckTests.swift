@testable import ComposerApp
import ComposerRuntime
import FileTestSupport
import Foundation
import LocalPushServers
import PushCore
import PushMedia
import PictureDecoding
import PushPreview
import PushTransport
import TerminalKit
import TestSupport
import Testing

/// The media check in the composer: never unasked, once per URL, off the loop, its findings under
/// Media URL and a line on the status bar.
@MainActor
@Suite struct MediaCheckTests {
    static let push = #"{"alert": "Sale", "asset_url": "https://cdn.example.com/sale.jpg", "asset_file_type": "jpg"}"#
    static let url = "https://cdn.example.com/sale.jpg"

    static func webp() -> MediaFetch {
        var fetch = MediaFetch(url: url)
        fetch.status = 200
        fetch.contentType = "image/jpeg"
        fetch.head = MediaSamples.webp(width: 800, height: 400)
        fetch.receivedBytes = fetch.head.count
        return fetch
    }

    @Test func byDefaultNothingIsFetchedUntilAsked() {
        let h = ComposerHarness(json: Self.push)
        #expect(h.state.media.mode == .ask)
        #expect(h.send(.tick(100)).isEmpty)
        #expect(h.state.mediaCheckDueAt == nil)
        #expect(h.press(.alt("m")) == [.fetchMedia(url: Self.url)])
        #expect(h.state.status?.text.hasPrefix("Fetching the media from cdn.example.com") == true, "\(String(describing: h.state.status))")
        // Asked twice while it runs: one fetch is under way; the runtime keeps it single.
        h.send(.mediaFetched(url: Self.url, Self.webp()))
        #expect(h.state.media.fetching == nil)
        #expect(h.state.status?.kind == .error)
        h.go(to: .media)
        let codes = h.state.diagnostics(for: .assetURL).map(\.code)
        #expect(codes.first == MediaReport.unsupported)
        #expect(codes.contains(MediaReport.typeMismatch))
        #expect(h.render().text.contains("The file is WebP"))
    }

    @Test func automaticChecksWaitForTheURLToStopChanging() {
        let h = ComposerHarness(json: Self.push)
        h.state.media.mode = .auto
        h.state.lastEditAt = 10
        #expect(h.send(.tick(10.5)).isEmpty)
        #expect(h.state.nextTimedChange == 10 + MediaChecking.settleDelay)
        #expect(h.send(.tick(11.2)) == [.fetchMedia(url: Self.url)])
        // Under way, then fetched: never again for that URL.
        #expect(h.send(.tick(12)).isEmpty)
        h.send(.mediaFetched(url: Self.url, Self.webp()))
        #expect(h.send(.tick(20)).isEmpty)
        #expect(h.state.mediaCheckDueAt == nil)
    }

    @Test func offNeverFetchesAndLiquidNeedsATestUser() {
        let h = ComposerHarness(json: Self.push)
        h.state.media.mode = .off
        #expect(h.press(.alt("m")).isEmpty)
        #expect(h.state.status?.text.contains("off") == true)
        let liquid = ComposerHarness(json: #"{"alert": "Hi", "asset_url": "https://x.example/{{${first_name}}}.jpg", "asset_file_type": "jpg"}"#)
        liquid.state.media.mode = .auto
        #expect(liquid.state.mediaCheckDueAt == nil)
        #expect(liquid.press(.alt("m")).isEmpty)
        #expect(liquid.state.status?.text.contains("preview as a test user") == true)
    }

    @Test func theMediaURLsHelpBarOffersTheCheck() {
        let h = ComposerHarness(json: Self.push, size: ComposerHarness.wide)
        h.go(to: .media)
        #expect(h.state.focusedField == .assetURL)
        #expect(h.render().text.split(separator: "\n").last?.contains("Alt-M Check") == true)
    }

    @Test func theRuntimeFetchesFromARealServerOffTheLoop() async throws {
        let folder = TemporaryFolder(fixture: ())
        let tls = try TestTLS.make(in: folder.path)
        let server = try await LocalMedia.start(tls: tls, routes: [
            "/sale.jpg": .file(contentType: "image/jpeg", bytes: MediaSamples.jpeg(width: 1038, height: 519, length: 40_000)),
        ])
        let json = "{\"alert\": \"Sale\", \"asset_url\": \"\(server.url("/sale.jpg"))\", \"asset_file_type\": \"jpg\"}"
        let effects = SystemEffects(environment: ["HOME": folder.path, "XDG_STATE_HOME": folder.path + "/state", "TMPDIR": folder.path],
                                    executor: .immediate, media: MediaFetcher(caFile: tls.certificatePath))
        let state = AppState(draft: ComposerDraft(document: PushReader().read(json)), size: ComposerHarness.small)
        let terminal = MemoryBackend(size: ComposerHarness.small, events: [.key(.alt("m"))] + Event.typing("!"))
        let runtime = ComposerRuntime(state: state, theme: .default, terminal: terminal, performer: effects)
        runtime.run(maxIdleTicks: 3)
        try await server.stop()
        #expect(runtime.state.status?.text == "Media: JPEG, 1038×519, 39 KB: the phone can show it.")
        #expect(runtime.state.media.fetches[server.url("/sale.jpg")]?.receivedBytes == 40_000)
        #expect(runtime.state.draft.text(of: .title).hasSuffix("!"), "typing after the check was taken")
    }

    @Test func aFetchedPictureIsDrawnInTheCardInTheTerminalsColours() async throws {
        let folder = TemporaryFolder(fixture: ())
        let tls = try TestTLS.make(in: folder.path)
        let server = try await LocalMedia.start(tls: tls, routes: [
            "/sale.jpg": .file(contentType: "image/jpeg", bytes: PictureSamples.jpeg(width: 1000, height: 500)),
        ])
        let json = "{\"alert\": \"Sale\", \"asset_url\": \"\(server.url("/sale.jpg"))\", \"asset_file_type\": \"jpg\"}"
        let effects = SystemEffects(environment: ["HOME": folder.path, "XDG_STATE_HOME": folder.path + "/state", "TMPDIR": folder.path],
                                    executor: .immediate, media: DecodingMediaSource(MediaFetcher(caFile: tls.certificatePath)))
        var state = AppState(draft: ComposerDraft(document: PushReader().read(json)), size: ComposerHarness.wide)
        state.picture.palette = .palette256
        state.cardState = .expanded
        let terminal = MemoryBackend(size: ComposerHarness.wide, events: [.key(.alt("m"))])
        let runtime = ComposerRuntime(state: state, theme: .default, terminal: terminal, performer: effects)
        runtime.run(maxIdleTicks: 3)
        try await server.stop()
        let fetch = try #require(runtime.state.media.fetches[server.url("/sale.jpg")])
        #expect(fetch.picture?.original == PixelSize(width: 1000, height: 500))
        #expect(fetch.body == nil, "the file is let go once decoded")
        let frame = try #require(terminal.frames.last)
        let painted = frame.buffer.cells.filter { if case .indexed(let i) = $0.style.background { i >= 16 } else { false } }
        // 2:1 across the card's media width, in half blocks: about a quarter as many rows as columns.
        let width = LockScreenCard.mediaWidth(cardWidth: runtime.state.layout.cardWidth)
        #expect(painted.count >= width * (width / 4 - 1), "\(painted.count) picture cells")
    }
}
