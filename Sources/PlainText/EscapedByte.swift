/// A byte of a file name that is not UTF-8, carried inside a `String` without loss.
///
/// Linux file names are bytes. A name that is not valid UTF-8 still names a file the user can
/// open, so each stray byte is kept as one scalar of a private-use range at the top of plane 16
/// (U+10FF80 for byte 0x80 … U+10FFFF for 0xFF; bytes below 0x80 are always valid). Files are
/// opened by the original bytes, and the sanitiser shows each such byte as `⟨0x80⟩`.
public enum EscapedByte {
    /// The scalar value that stands for byte 0x00; stray bytes are 0x80 and up.
    static let base: UInt32 = 0x10FF00

    /// The scalar carrying a stray byte (0x80…0xFF).
    public static func scalar(for byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(base + UInt32(byte))!
    }

    /// The byte a scalar carries, or nil for an ordinary scalar.
    public static func byte(of scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= base + 0x80 ? UInt8(scalar.value - base) : nil
    }

    /// Decodes bytes as UTF-8, keeping every byte that is not part of a valid sequence as its scalar.
    public static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        // Nearly every name is ASCII, or UTF-8 without U+10FF80…: taken as it is.
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        let all = Array(bytes)
        if let valid = String(validating: all, as: UTF8.self), !valid.unicodeScalars.contains(where: { byte(of: $0) != nil }) {
            return valid
        }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < all.count {
            let length = UTF8Sequence.length(all, at: index)
            guard length > 0 else {
                scalars.append(scalar(for: all[index]))
                index += 1
                continue
            }
            var decoder = UTF8()
            var iterator = all[index..<(index + length)].makeIterator()
            if case .scalarValue(let decoded) = decoder.decode(&iterator) {
                if byte(of: decoded) != nil {
                    // A real U+10FF80… in a name is kept as its bytes, so that it round-trips too.
                    for byte in all[index..<(index + length)] { scalars.append(scalar(for: byte)) }
                } else {
                    scalars.append(decoded)
                }
            }
            index += length
        }
        return String(scalars)
    }

    /// The name's bytes: UTF-8, with each carried byte given back as itself.
    public static func encode(_ text: String) -> [UInt8] {
        // A carried byte is a scalar of U+10FF80…U+10FFFF, whose UTF-8 starts with F4: without
        // one the name is its UTF-8.
        if !text.utf8.contains(0xF4) { return Array(text.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let byte = byte(of: scalar) { bytes.append(byte) } else { bytes.append(contentsOf: String(scalar).utf8) }
        }
        return bytes
    }
}
