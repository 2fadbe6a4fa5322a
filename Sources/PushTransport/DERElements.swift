/// The elements directly inside one DER SEQUENCE, read with a bound on every length: all that
/// Apple's topics extension needs (a SEQUENCE of strings, each followed by a SEQUENCE saying
/// what kind of topic it is).
struct DERElements {
    /// One element: its tag byte and its contents.
    struct Element {
        var tag: UInt8
        var contents: ArraySlice<UInt8>
    }

    /// DER's tags for the strings a topic may be written in: UTF8String, PrintableString, IA5String.
    static let stringTags: Set<UInt8> = [0x0C, 0x13, 0x16]

    /// The elements; nil when `bytes` is not exactly one SEQUENCE of well-formed elements.
    let elements: [Element]

    init?(sequence bytes: [UInt8]) {
        var outer = bytes[...]
        guard let sequence = Self.next(&outer), sequence.tag == 0x30, outer.isEmpty else { return nil }
        var rest = sequence.contents
        var elements: [Element] = []
        while !rest.isEmpty {
            guard let element = Self.next(&rest) else { return nil }
            elements.append(element)
        }
        self.elements = elements
    }

    /// The strings among the elements, in order (nested SEQUENCEs are passed over).
    var strings: [String] {
        elements.compactMap { element in
            guard Self.stringTags.contains(element.tag) else { return nil }
            return String(validating: element.contents, as: UTF8.self)
        }
    }

    /// Takes one element off the front of `bytes`: a one-byte tag and a definite length of at
    /// most four bytes (an indefinite length is BER, not DER).
    private static func next(_ bytes: inout ArraySlice<UInt8>) -> Element? {
        guard bytes.count >= 2 else { return nil }
        let tag = bytes[bytes.startIndex]
        guard tag & 0x1F != 0x1F else { return nil }
        var index = bytes.startIndex + 1
        let first = bytes[index]
        index += 1
        var length = 0
        if first < 0x80 {
            length = Int(first)
        } else {
            let count = Int(first & 0x7F)
            guard (1...4).contains(count), bytes.endIndex - index >= count else { return nil }
            for byte in bytes[index..<index + count] { length = length << 8 | Int(byte) }
            index += count
        }
        guard bytes.endIndex - index >= length else { return nil }
        let element = Element(tag: tag, contents: bytes[index..<index + length])
        bytes = bytes[(index + length)...]
        return element
    }
}
