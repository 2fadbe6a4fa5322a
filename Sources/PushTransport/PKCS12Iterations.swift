import CNIOBoringSSL

/// The work a `.p12` asks of whoever opens it: the iteration counts of its MAC and of its
/// password-based encryption, read with BoringSSL's DER reader before the file is opened. A file
/// anyone can hand the tool may ask for 10⁸ iterations, minutes of work each time it is opened.
enum PKCS12Iterations {
    /// More than any exporter writes (Keychain Access 2,048, OpenSSL 3 2,048, the most careful
    /// 600,000), and about a second of work.
    static let limit: UInt64 = 1_000_000

    /// The largest count the file asks for; nil when it is not DER, as every exporter writes
    /// it (BER's indefinite lengths could hide a count from this reading, so they are refused).
    static func largest(in bytes: [UInt8]) -> UInt64? {
        bytes.withUnsafeBufferPointer { buffer -> UInt64? in
            var file = CBS()
            CBS_init(&file, buffer.baseAddress, buffer.count)
            // PFX ::= SEQUENCE { version, authSafe ContentInfo, macData MacData OPTIONAL }
            var pfx = CBS(), version = CBS(), authSafe = CBS()
            guard CBS_get_asn1(&file, &pfx, sequence) == 1, CBS_get_any_asn1(&pfx, &version, nil) == 1,
                  CBS_get_any_asn1_element(&pfx, &authSafe, nil, nil) == 1 else { return nil }
            var largest: UInt64 = 0
            // MacData ::= SEQUENCE { mac DigestInfo, macSalt OCTET STRING, iterations INTEGER DEFAULT 1 }
            if CBS_len(&pfx) > 0 {
                var mac = CBS(), digest = CBS(), salt = CBS()
                var iterations: UInt64 = 1
                guard CBS_get_asn1(&pfx, &mac, sequence) == 1, CBS_get_asn1(&mac, &digest, sequence) == 1,
                      CBS_get_asn1(&mac, &salt, octetString) == 1 else { return nil }
                if CBS_len(&mac) > 0 && CBS_get_asn1_uint64(&mac, &iterations) != 1 { return UInt64.max }
                largest = iterations
            }
            var budget = 10_000
            return walk(authSafe, depth: 0, budget: &budget).map { max(largest, $0) }
        }
    }

    /// The largest iteration count of a password-based algorithm within `element` (one DER
    /// element), looking inside OCTET STRINGs that hold DER, as the safe contents do; nil where
    /// it is not DER. An integer too large to read counts as too many.
    private static func walk(_ element: CBS, depth: Int, budget: inout Int) -> UInt64? {
        budget -= 1
        guard depth < 24, budget > 0 else { return nil }
        var element = element, contents = CBS()
        var tag: CBS_ASN1_TAG = 0
        var header = 0
        guard CBS_get_any_asn1_element(&element, &contents, &tag, &header) == 1, CBS_skip(&contents, header) == 1 else { return nil }
        if tag == octetString {
            var inner = contents, first = CBS()
            // Only contents that are exactly one DER element: otherwise it is data.
            guard CBS_get_any_asn1_element(&inner, &first, nil, nil) == 1, CBS_len(&inner) == 0 else { return 0 }
            return walk(contents, depth: depth + 1, budget: &budget) ?? 0
        }
        // A string in pieces is BER only.
        if tag == octetString | constructed { return nil }
        guard tag & constructed != 0 else { return 0 }
        var largest: UInt64 = 0
        // AlgorithmIdentifier { pkcs-12 PBE or PBKDF2, SEQUENCE { salt OCTET STRING, iterations INTEGER, … } }
        var children = contents, oid = CBS()
        if tag == sequence, CBS_get_asn1(&children, &oid, objectIdentifier) == 1, isPasswordBased(oid) {
            var parameters = CBS(), salt = CBS()
            var iterations: UInt64 = 0
            if CBS_get_asn1(&children, &parameters, sequence) == 1, CBS_get_asn1(&parameters, &salt, octetString) == 1 {
                largest = CBS_get_asn1_uint64(&parameters, &iterations) == 1 ? iterations : UInt64.max
            }
        }
        var rest = contents
        while CBS_len(&rest) > 0 {
            var child = CBS()
            guard CBS_get_any_asn1_element(&rest, &child, nil, nil) == 1, let found = walk(child, depth: depth + 1, budget: &budget) else {
                return nil
            }
            largest = max(largest, found)
        }
        return largest
    }

    /// PBKDF2 (1.2.840.113549.1.5.12), and every PKCS #12 PBE (1.2.840.113549.1.12.1.n).
    private static func isPasswordBased(_ oid: CBS) -> Bool {
        var oid = oid
        let bytes = (0..<CBS_len(&oid)).map { CBS_data(&oid)[$0] }
        let rsadsi: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01]
        return bytes == rsadsi + [0x05, 0x0C] || (bytes.count == 10 && Array(bytes.prefix(9)) == rsadsi + [0x0C, 0x01])
    }

    // BoringSSL's tag numbers: the class and constructed bits sit above bit 24.
    private static let constructed: CBS_ASN1_TAG = 0x20 << 24
    private static let sequence: CBS_ASN1_TAG = 0x10 | constructed
    private static let octetString: CBS_ASN1_TAG = 0x04
    private static let objectIdentifier: CBS_ASN1_TAG = 0x06
}
