import Glibc

/// What the executable says for anything but `demo` until the command line is joined in.
enum CommandLineNotice {
    /// Prints one line pointing at the command line and exits with status 2 (usage).
    static func exit(arguments: [String]) -> Never {
        let command = arguments.first.map { "'\($0)'" } ?? "(none)"
        var bytes = Array("push-composer: command \(command) is handled by the command-line interface, which is not part of this build; try 'push-composer demo'\n".utf8)
        _ = write(2, &bytes, bytes.count)
        Glibc.exit(2)
    }
}
