// swift-nio-ssl's own `.p12` reader stops the program (fatalError) on a file that opens but
// whose key matches none of its certificates, or that holds no key: a file anyone can hand the
// tool. So the file is opened here with the same BoringSSL the library links, and the library
// is handed only a certificate and key that belong together.
import CNIOBoringSSL
import CNIOBoringSSLShims
import NIOSSL

/// The certificate chain and private key a `.p12` holds, opened with its password; the leaf,
/// first, is the certificate the key belongs to.
struct PKCS12Contents {
    /// Why a `.p12` could not be opened.
    enum Failure: Error, Equatable {
        /// Not PKCS#12 at all, or damaged.
        case unreadable
        /// The password (none, when nil was given) does not open it.
        case wrongPassword
        /// It opens but holds no private key: an export of the certificate alone.
        case noKey
        /// It holds a key but no certificate.
        case noCertificate
        /// It holds a key and certificates, none of which the key belongs to.
        case keyMatchesNoCertificate
        /// It asks for more iterations than `PKCS12Iterations.limit`: minutes of work to open.
        case tooCostly(iterations: UInt64)
    }

    /// The certificate the key belongs to, then the others in the file.
    let chain: [NIOSSLCertificate]
    /// The private key.
    let privateKey: NIOSSLPrivateKey

    /// Opens `bytes` with `password` (nil: without one).
    init(bytes: [UInt8], password: [UInt8]?) throws(Failure) {
        // Before any work the file asks for: a hostile one asks for minutes of it.
        guard let iterations = PKCS12Iterations.largest(in: bytes) else { throw .unreadable }
        guard iterations <= PKCS12Iterations.limit else { throw .tooCostly(iterations: iterations) }
        // The error queue is per thread and shared with the library: leave it as found.
        defer { ERR_clear_error() }
        let parsed: OpaquePointer? = bytes.withUnsafeBytes { raw in
            guard let bio = BIO_new_mem_buf(raw.baseAddress, raw.count) else { return nil }
            defer { BIO_free(bio) }
            return d2i_PKCS12_bio(bio, nil)
        }
        guard let parsed else { throw .unreadable }
        defer { PKCS12_free(parsed) }

        var key: OpaquePointer?
        var leaf: OpaquePointer?
        var others: OpaquePointer?
        let status: Int32
        if let password {
            // A copy with its terminator, wiped once used.
            var terminated = password + [0]
            status = terminated.withUnsafeMutableBufferPointer { buffer in
                defer { for index in buffer.indices { buffer[index] = 0 } }
                return buffer.withMemoryRebound(to: CChar.self) { PKCS12_parse(parsed, $0.baseAddress, &key, &leaf, &others) }
            }
        } else {
            status = PKCS12_parse(parsed, nil, &key, &leaf, &others)
        }
        defer {
            if let key { EVP_PKEY_free(key) }
            if let leaf { X509_free(leaf) }
            if let others { CNIOBoringSSLShims_sk_X509_pop_free(others, X509_free) }
        }
        guard status == 1 else {
            let code = ERR_peek_last_error()
            let library = Int32((code >> 24) & 0xFF)
            let reason = Int32(code & 0xFFF)
            throw library == ERR_LIB_PKCS8 && reason == PKCS8_R_INCORRECT_PASSWORD ? .wrongPassword : .unreadable
        }
        let count = others.map { CNIOBoringSSLShims_sk_X509_num($0) } ?? 0
        guard let key else { throw .noKey }
        guard let leaf else { throw count == 0 ? .noCertificate : .keyMatchesNoCertificate }

        var chain: [NIOSSLCertificate] = []
        for certificate in [leaf] + (0..<count).compactMap({ CNIOBoringSSLShims_sk_X509_value(others, $0) }) {
            guard let der = Self.der(of: certificate, i2d_X509),
                  let opened = try? NIOSSLCertificate(bytes: der, format: .der) else { throw .unreadable }
            chain.append(opened)
        }
        guard var keyDER = Self.der(of: key, i2d_PrivateKey) else { throw .unreadable }
        defer { keyDER.withUnsafeMutableBufferPointer { buffer in for index in buffer.indices { buffer[index] = 0 } } }
        guard let opened = try? NIOSSLPrivateKey(bytes: keyDER, format: .der) else { throw .unreadable }
        self.chain = chain
        privateKey = opened
    }

    /// The DER encoding of `object` by `encode` (one of BoringSSL's `i2d_` functions); nil when
    /// it cannot be encoded.
    private static func der(of object: OpaquePointer,
                            _ encode: (OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int32) -> [UInt8]? {
        let length = encode(object, nil)
        guard length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let written = bytes.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var cursor = buffer.baseAddress
            return encode(object, &cursor)
        }
        return written == length ? bytes : nil
    }
}
