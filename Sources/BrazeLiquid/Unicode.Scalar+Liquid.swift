/// Ruby's ASCII whitespace: space, \t, \n, \v, \f, \r.
extension Unicode.Scalar {
    var isLiquidWhitespace: Bool {
        switch value {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: return true
        default: return false
        }
    }
}
