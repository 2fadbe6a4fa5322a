import BrazeLiquid
import Testing

/// The hash functions behind md5, sha1, sha2 and the hmac filters, against published vectors (FIPS 180, RFC 1321,
/// RFC 4231) and vectors computed with Python's hashlib across block boundaries.
@Suite("hash vectors")
struct HashVectorTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        var filter: String
        var input: String
        var expected: String
        var testDescription: String { "\(filter) of \(input.prefix(20))… (\(input.utf8.count) bytes)" }
    }

    static let long = String(repeating: "a", count: 1000)
    static let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"

    static let vectors: [Vector] = [
        Vector(filter: "md5", input: "", expected: "d41d8cd98f00b204e9800998ecf8427e"),
        Vector(filter: "md5", input: "The quick brown fox jumps over the lazy dog", expected: "9e107d9d372bb6826bd81d3542a419d6"),
        Vector(filter: "md5", input: long, expected: "cabe45dcc9ae5b66ba86600cca6b8ba8"),
        Vector(filter: "md5", input: "héllo wörld 🎉", expected: "52330686ba176f53646e6bf31378b0de"),
        Vector(filter: "sha1", input: "abc", expected: "a9993e364706816aba3e25717850c26c9cd0d89d"),
        Vector(filter: "sha1", input: twoBlocks, expected: "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
        Vector(filter: "sha1", input: long, expected: "291e9a6c66994949b57ba5e650361e98fc36b1ba"),
        Vector(filter: "sha2", input: "", expected: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        Vector(filter: "sha2", input: twoBlocks, expected: "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        Vector(filter: "sha2", input: long, expected: "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
        Vector(filter: "sha2", input: "héllo wörld 🎉", expected: "88887bb90756341fffb0054b79689cf2cbf38d266b236ec83e657a03d284fd28"),
        // Lengths around the 64-byte block and its 8-byte length field.
        Vector(filter: "sha2", input: String(repeating: "x", count: 55), expected: "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072"),
        Vector(filter: "sha2", input: String(repeating: "x", count: 56), expected: "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e"),
        Vector(filter: "sha2", input: String(repeating: "x", count: 64), expected: "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c"),
        Vector(filter: "md5", input: String(repeating: "x", count: 55), expected: "04364420e25c512fd958a70738aa8f72"),
        Vector(filter: "md5", input: String(repeating: "x", count: 56), expected: "668a72d5ba17f08e62dabcafad6db14b"),
        Vector(filter: "md5", input: String(repeating: "x", count: 64), expected: "c1bb4f81d892b2d57947682aeb252456"),
        Vector(filter: "sha1", input: String(repeating: "x", count: 55), expected: "cef734ba81a024479e09eb5a75b6ddae62e6abf1"),
        Vector(filter: "sha1", input: String(repeating: "x", count: 56), expected: "901305367c259952f4e7af8323f480d59f81335b"),
        Vector(filter: "sha1", input: String(repeating: "x", count: 64), expected: "bb2fa3ee7afb9f54c6dfb5d021f14b1ffe40c163"),
    ]

    @Test("digests", arguments: vectors)
    func digest(_ vector: Vector) {
        #expect(TestRender.text("{{ s | \(vector.filter) }}", variables: ["s": .string(vector.input)]) == vector.expected)
    }

    struct MACVector: Sendable, CustomTestStringConvertible {
        var filter: String
        var key: String
        var message: String
        var expected: String
        var testDescription: String { "\(filter) with a \(key.utf8.count)-byte key" }
    }

    static let macVectors: [MACVector] = [
        // RFC 4231 test case 2.
        MACVector(filter: "hmac_sha256_hex", key: "Jefe", message: "what do ya want for nothing?",
                  expected: "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
        MACVector(filter: "hmac_sha512", key: "Jefe", message: "what do ya want for nothing?",
                  expected: "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737"),
        // Keys longer than the block are hashed first.
        MACVector(filter: "hmac_sha1_hex", key: String(repeating: "k", count: 100), message: "message",
                  expected: "ffa8c379feae2f641360060a7fea60d79dbc9932"),
        MACVector(filter: "hmac_sha512", key: String(repeating: "k", count: 200), message: "message",
                  expected: "a478fecf5c141a239f904428ccefd58b93140691b2111d79148cb120c51a5e169ac7cf8fe0c8da81b16f86fd479e4118b882a04ef1725bf16be494bffd564a54"),
    ]

    @Test("HMACs", arguments: macVectors)
    func mac(_ vector: MACVector) {
        let variables: [String: LiquidValue] = ["m": .string(vector.message), "k": .string(vector.key)]
        #expect(TestRender.text("{{ m | \(vector.filter): k }}", variables: variables) == vector.expected)
    }

    @Test("SHA-512 across its 128-byte block (through HMAC, its only filter)")
    func sha512Blocks() {
        let expected = [
            111: "6a5c8b3f28430d2fb229fbcd4b866c994579887c7f9852a54e7cf83d62f38b73fc5552142dd34b013298361d6db813afa971c6567c4f73a68ceb36fdbc3c8bde",
            112: "78819733bc019d4e501587016759a47fe527cf793b88e5b472998a5e5826cda44bcdd1cb9080ed1548944742b3a237b0426f6909b5f1af270cf978fd0e338f01",
            127: "a20c24f515c31d08d7959ac3a969f3935a9590edbf7448df4331b2fede298b5c97ebf7228e5cc1190a9179aea7d17b7dd4e9758392496528982f2a90d1d02feb",
            128: "24343c1a7c4a1b9b081790d028c0a9681a3567e934659fb8b767920f09b168859d80c7f399fb5e00c76bfe86a1b7b2a6c055781421074f055202817d4af15c91",
        ]
        for (length, digest) in expected {
            let message = LiquidValue.string(String(repeating: "x", count: length))
            #expect(TestRender.text("{{ m | hmac_sha512: 'key' }}", variables: ["m": message]) == digest, "\(length) bytes")
        }
        #expect(TestRender.text("{{ 'abc' | hmac_sha512: '' }}")
            == "29689f6b79a8dd686068c2eeae97fd8769ad3ba65cb5381f838358a8045a358ee3ba1739c689c7805e31734fb6072f87261d1256995370d55725cba00d10bdd0")
    }
}
