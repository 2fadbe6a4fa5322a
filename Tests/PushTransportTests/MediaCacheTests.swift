import FileTestSupport
import Foundation
import LocalPushServers
import PushMedia
@testable import PushTransport
import Testing

/// Media checked again costs the server a 304: kept by URL with its validators, in 0600 files
/// of a bounded folder, and a file that is not an entry for its URL is no entry.
@Suite(.serialized) struct MediaCacheTests {
    @Test func aSecondCheckOfAnUnchangedFileIsA304WithTheKeptFacts() async throws {
        let folder = TemporaryFolder(fixture: ())
        let tls = try TestTLS.make(in: folder.path)
        let bytes = MediaSamples.jpeg(width: 1038, height: 519, length: 30_000)
        let server = try await LocalMedia.start(tls: tls, routes: ["/sale.jpg": .tagged(contentType: "image/jpeg", bytes: bytes, etag: "\"v1\"")])
        let fetcher = MediaFetcher(caFile: tls.certificatePath, timeLimit: 10, cache: MediaCache(folder: folder.path + "/media"))
        let first = await fetcher.fetch(server.url("/sale.jpg"))
        let second = await fetcher.fetch(server.url("/sale.jpg"))
        try await server.stop()
        #expect(server.statuses == [200, 304])
        #expect(!first.revalidated && second.revalidated)
        #expect(second.receivedBytes == 30_000 && second.head == first.head && second.contentType == "image/jpeg")
        // The kept file and its folder are the user's alone.
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/media")
        #expect(files.count == 1)
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path + "/media/" + files[0])[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try FileManager.default.attributesOfItem(atPath: folder.path + "/media")[.posixPermissions] as? Int == 0o700)
    }

    @Test func anEntryForAnotherURLOrBrokenIsNoEntry() throws {
        let folder = TemporaryFolder(fixture: ())
        let cache = MediaCache(folder: folder.path)
        let entry = MediaCache.Entry(url: "https://x.example/a.jpg", etag: "\"1\"", lastModified: nil, contentType: "image/jpeg",
                                     declaredLength: 10, receivedBytes: 10, stoppedAtCap: false, head: [0xFF, 0xD8, 0xFF, 0x0A, 0x00])
        cache.store(entry)
        #expect(cache.entry(for: entry.url) == entry)
        #expect(cache.entry(for: "https://x.example/b.jpg") == nil)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        try Data("not json\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/" + file))
        #expect(cache.entry(for: entry.url) == nil)
    }

    @Test func theFolderKeepsAtMostItsBoundOfEntries() throws {
        let folder = TemporaryFolder(fixture: ())
        let cache = MediaCache(folder: folder.path)
        for i in 0..<(MediaCache.maxEntries + 5) {
            cache.store(.init(url: "https://x.example/\(i).jpg", etag: "\"\(i)\"", lastModified: nil, contentType: nil,
                              declaredLength: nil, receivedBytes: 1, stoppedAtCap: false, head: [0]))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == MediaCache.maxEntries)
    }
}
