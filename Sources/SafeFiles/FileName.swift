import Glibc
import PlainText

/// Turns the `String`s the program holds for paths back into the bytes the kernel knows them by.
///
/// Arguments are decoded with `EscapedByte`, so a name that is not UTF-8 keeps its bytes; every
/// system call on a user's path goes through here to get them back.
public enum FileName {
    /// Calls `body` with the path's bytes as a C string.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        let bytes = EscapedByte.encode(path).map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// The program's arguments (without its name), each decoded without losing a byte.
    public static func arguments() -> [String] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let pointer = CommandLine.unsafeArgv[index] else { return "" }
            return EscapedByte.decode(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                                          count: strlen(pointer)))
        }
    }
}
