/// Quoting for POSIX shells: the one way a path or value is written into a command a user
/// copies (`chmod 600 '…'`, a curl script).
public enum ShellWord {
    /// `s` in single quotes, each `'` in it written `'\''`, so the shell takes it literally.
    public static func quote(_ s: String) -> String {
        "'" + s.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// `s` as it is when the shell takes it literally (letters, digits and `-_.,:/@%+=`), else quoted.
    public static func minimal(_ s: String) -> String {
        let plain = !s.isEmpty && s.unicodeScalars.allSatisfy { $0.isASCII && (Character($0).isLetter || Character($0).isNumber || "-_.,:/@%+=".unicodeScalars.contains($0)) }
        return plain ? s : quote(s)
    }
}
