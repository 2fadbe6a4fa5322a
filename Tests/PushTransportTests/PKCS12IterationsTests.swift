import FileTestSupport
import Foundation
import LocalPushServers
import PushSending
import Testing
@testable import PushTransport

@Suite("A .p12 that asks for minutes of work is refused before any of it")
struct PKCS12IterationsTests {
    /// `bytes` with every `from` replaced by `to` (the same length), and how many there were.
    private func replacing(_ from: [UInt8], with to: [UInt8], in bytes: [UInt8]) -> ([UInt8], Int) {
        var out = bytes, count = 0, index = 0
        while index + from.count <= out.count {
            if Array(out[index..<(index + from.count)]) == from {
                out.replaceSubrange(index..<(index + from.count), with: to)
                count += 1
                index += from.count
            } else {
                index += 1
            }
        }
        return (out, count)
    }

    @Test("The counts openssl wrote are read; raised past a million, the file is refused in one line")
    func costly() throws {
        let folder = TemporaryFolder(fixture: ())
        let certificate = try TestPushCertificate.make(in: folder.path, iterations: 65536)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: certificate.p12Path)))
        #expect(PKCS12Iterations.largest(in: bytes) == 65536)
        #expect(APNsCertificate.opens(bytes, with: certificate.password) == true)
        // 65,536 is written 02 03 01 00 00: the MAC's, the key's and the certificates' encryption.
        let (patched, count) = replacing([0x02, 0x03, 0x01, 0x00, 0x00], with: [0x02, 0x03, 0x7F, 0xFF, 0xFF], in: bytes)
        #expect(count >= 3)
        #expect(PKCS12Iterations.largest(in: patched) == 0x7FFFFF)
        do {
            _ = try APNsCertificate(p12: patched, file: "push.p12", password: { _ throws(SendRefusal) in (certificate.password, "given") })
            Issue.record("a file asking for 8 million iterations was opened")
        } catch {
            #expect(error.message == "push.p12 asks for 8388607 password iterations, more than the 1000000 any exporter writes, "
                + "so it is not opened: export it again from Keychain Access")
        }
        // Only the MAC's count raised: still refused.
        var macOnly = bytes
        let tail = macOnly.count - 5
        #expect(Array(macOnly[tail...]) == [0x02, 0x03, 0x01, 0x00, 0x00])
        macOnly.replaceSubrange(tail..., with: [0x02, 0x03, 0x7F, 0xFF, 0xFF])
        #expect(PKCS12Iterations.largest(in: macOnly) == 0x7FFFFF)
    }

    @Test("BER's indefinite lengths, which could hide a count, are not read", arguments: [
        [0x30, 0x80, 0x02, 0x01, 0x03, 0x00, 0x00] as [UInt8], [0x30, 0x03, 0x02, 0x01] as [UInt8], [] as [UInt8],
    ])
    func notDER(_ bytes: [UInt8]) {
        #expect(PKCS12Iterations.largest(in: bytes) == nil)
    }
}
