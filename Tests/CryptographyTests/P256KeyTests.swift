import Cryptography
import FileTestSupport
import Foundation
import Testing

/// The `openssl` command line, an implementation independent of the wrapper's conversions, checks
/// what the keys make and makes what they check.
@Suite("P-256 keys: ES256 signatures as JWS writes them, checked by the openssl command")
struct P256KeyTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    @Test("a signature verifies with its key, not with another key or for another message")
    func signAndVerify() throws {
        let key = P256Key()
        let message = Array("eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJURUFNIn0".utf8)
        let signature = try key.signature(for: message)
        #expect(signature.count == 64)
        #expect(key.publicKey.isValidSignature(signature, for: message))
        #expect(!key.publicKey.isValidSignature(signature, for: message + [0x2E]))
        #expect(!P256Key().publicKey.isValidSignature(signature, for: message))
        #expect(!key.publicKey.isValidSignature(Array(signature.prefix(63)), for: message))
        var flipped = signature
        flipped[40] ^= 1
        #expect(!key.publicKey.isValidSignature(flipped, for: message))
        #expect(throws: P256KeyError.notPrivate) { try key.publicKey.signature(for: message) }
    }

    @Test("the raw r‖s signature, turned into DER, verifies with openssl dgst")
    func opensslVerifiesOurs() throws {
        let key = P256Key()
        let keyFile = try folder.write(key.privatePEM, to: "key.pem")
        #expect(key.privatePEM.hasPrefix("-----BEGIN PRIVATE KEY-----"))
        let message = "header.claims"
        let messageFile = try folder.write(message, to: "message")
        try Self.openssl(["pkey", "-in", keyFile, "-pubout", "-out", folder.path + "/public.pem"])
        for _ in 0..<8 {  // a short r or s (a leading zero) must still convert
            let raw = try key.signature(for: message.utf8)
            let der = Self.der(fromRaw: raw)
            #expect(FileManager.default.createFile(atPath: folder.path + "/sig.der", contents: Data(der)))
            let output = try Self.openssl(["dgst", "-sha256", "-verify", folder.path + "/public.pem", "-signature", folder.path + "/sig.der", messageFile])
            #expect(output.contains("Verified OK"))
        }
    }

    @Test("a key openssl made (SEC 1 and PKCS#8) is read, and openssl's signatures verify")
    func opensslKeys() throws {
        let sec1 = folder.path + "/sec1.pem"
        try Self.openssl(["ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", sec1])
        let pkcs8 = folder.path + "/pkcs8.pem"
        try Self.openssl(["pkcs8", "-topk8", "-nocrypt", "-in", sec1, "-out", pkcs8])
        let messageFile = try folder.write("signed by openssl", to: "message")
        for file in [sec1, pkcs8] {
            let text = try #require(TemporaryFolder.text(file))
            let key = try #require(try P256Key(privatePEM: text))
            try Self.openssl(["dgst", "-sha256", "-sign", file, "-out", folder.path + "/theirs.der", messageFile])
            let der = try #require(FileManager.default.contents(atPath: folder.path + "/theirs.der"))
            let raw = try #require(Self.raw(fromDER: Array(der)))
            #expect(key.publicKey.isValidSignature(raw, for: "signed by openssl".utf8))
        }
    }

    @Test("no key, another curve, an encrypted key, an Ed25519 key and garbage are refused")
    func refusals() throws {
        let p384 = folder.path + "/p384.pem"
        try Self.openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-384", "-out", p384])
        let ed25519 = folder.path + "/ed.pem"
        try Self.openssl(["genpkey", "-algorithm", "ED25519", "-out", ed25519])
        let encrypted = folder.path + "/encrypted.pem"
        let plain = try folder.write(P256Key().privatePEM, to: "plain.pem")
        try Self.openssl(["pkcs8", "-topk8", "-v2", "aes-256-cbc", "-passout", "pass:secret", "-in", plain, "-out", encrypted])
        for file in [p384, ed25519, encrypted] {
            let text = try #require(TemporaryFolder.text(file))
            #expect(try P256Key(privatePEM: text) == nil, "\(file)")
        }
        #expect(try P256Key(privatePEM: "") == nil)
        #expect(try P256Key(privatePEM: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n") == nil)
        #expect(try P256Key(privatePEM: String(repeating: "A", count: 200_000)) == nil)
    }

    @discardableResult
    static func openssl(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["openssl"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        try #require(process.terminationStatus == 0, "openssl \(arguments.joined(separator: " ")): \(text)")
        return text
    }

    /// DER `SEQUENCE { INTEGER r, INTEGER s }` from raw r‖s, written by hand (X.690).
    static func der(fromRaw raw: [UInt8]) -> [UInt8] {
        func integer(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
            var value = Array(bytes.drop { $0 == 0 })
            if value.isEmpty { value = [0] }
            if value[0] & 0x80 != 0 { value.insert(0, at: 0) }
            return [0x02, UInt8(value.count)] + value
        }
        let body = integer(raw[0..<32]) + integer(raw[32..<64])
        return [0x30, UInt8(body.count)] + body
    }

    /// Raw r‖s from a DER ECDSA signature, or nil.
    static func raw(fromDER der: [UInt8]) -> [UInt8]? {
        guard der.count > 2, der[0] == 0x30 else { return nil }
        var index = 2
        var parts: [[UInt8]] = []
        for _ in 0..<2 {
            guard index + 2 <= der.count, der[index] == 0x02 else { return nil }
            let length = Int(der[index + 1])
            guard index + 2 + length <= der.count else { return nil }
            let value = Array(der[(index + 2)..<(index + 2 + length)].drop { $0 == 0 })
            guard value.count <= 32 else { return nil }
            parts.append([UInt8](repeating: 0, count: 32 - value.count) + value)
            index += 2 + length
        }
        return parts[0] + parts[1]
    }
}
