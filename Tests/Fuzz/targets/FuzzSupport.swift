// Compiled into every fuzz target, beside its entry file (see Tests/Fuzz/build.py).

/// Stops the run with a message when a property of the code under test does not hold:
/// libFuzzer takes the trap as a crash and saves the input.
func fuzzRequire(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        fatalError("fuzz property failed: " + message())
    }
}

/// The input as bytes.
func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// A short, printable description of text for failure messages.
func fuzzDescribe(_ text: String) -> String {
    String(text.unicodeScalars.prefix(400).map { s in
        s.value >= 0x20 && s.value < 0x7F ? String(s) : "\\u{" + String(s.value, radix: 16, uppercase: true) + "}"
    }.joined())
}
