/// Quoting for POSIX shells: the one way a path or value is written into a command a user
/// copies (`chmod 600 '…'`, a curl script).
public enum ShellWord {
    /// `s` in single quotes, each `'` in it written `'\''`, so the shell takes it literally.
    public static func quote(_ s: String) -> String {
        "'" + s.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
