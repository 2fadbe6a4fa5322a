import Cryptography
import Testing

@Suite("Digests and HMACs, against the published test vectors")
struct DigestAlgorithmTests {
    @Test("MD5, SHA-1, SHA-256 and SHA-512 of \"abc\" (RFC 1321, FIPS 180-2)")
    func digestsOfABC() throws {
        let abc = Array("abc".utf8)
        #expect(try DigestAlgorithm.md5.hexHash(abc) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(try DigestAlgorithm.sha1.hexHash(abc) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(try DigestAlgorithm.sha256.hexHash(abc) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(try DigestAlgorithm.sha512.hexHash(abc)
            == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f")
    }

    @Test("the digest of nothing")
    func emptyInput() throws {
        #expect(try DigestAlgorithm.sha256.hexHash([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(try DigestAlgorithm.md5.hexHash([]) == "d41d8cd98f00b204e9800998ecf8427e")
    }

    @Test("HMAC test case 2 of RFC 2202 and RFC 4231: key \"Jefe\"")
    func hmacJefe() throws {
        let message = Array("what do ya want for nothing?".utf8)
        let key = Array("Jefe".utf8)
        #expect(try DigestAlgorithm.hex(DigestAlgorithm.md5.authenticationCode(for: message, key: key)) == "750c783e6ab0b503eaa86e310a5db738")
        #expect(try DigestAlgorithm.hex(DigestAlgorithm.sha1.authenticationCode(for: message, key: key))
            == "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79")
        #expect(try DigestAlgorithm.hex(DigestAlgorithm.sha256.authenticationCode(for: message, key: key))
            == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(try DigestAlgorithm.hex(DigestAlgorithm.sha512.authenticationCode(for: message, key: key))
            == "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737")
    }

    @Test("HMAC with an empty key, and with a key longer than the block (RFC 4231 case 6)")
    func hmacKeys() throws {
        // HMAC-SHA256("", "") from any implementation: the empty key is padded with zeros.
        #expect(try DigestAlgorithm.hex(DigestAlgorithm.sha256.authenticationCode(for: [UInt8](), key: [UInt8]()))
            == "b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad")
        let longKey = [UInt8](repeating: 0xAA, count: 131)
        let message = Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)
        #expect(try DigestAlgorithm.hex(DigestAlgorithm.sha256.authenticationCode(for: message, key: longKey))
            == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }
}
