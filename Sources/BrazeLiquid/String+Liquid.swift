/// Text helpers with Ruby's notions (ASCII whitespace: space, \t, \n, \v, \f, \r), without Foundation.
extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isLiquidWhitespace }) else { return "" }
        guard let last = scalars.lastIndex(where: { !$0.isLiquidWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    var isBlankText: Bool {
        unicodeScalars.allSatisfy(\.isLiquidWhitespace)
    }

    func replacingUnderscores() -> String {
        String(unicodeScalars.filter { $0 != "_" })
    }

    /// Ruby's `casecmp` folds ASCII letters only.
    func asciiLowercased() -> String {
        String(decoding: utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
