// Dispatch only: `demo` runs the terminal demo; everything else belongs to the command line.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "demo" {
    TerminalDemo.run()
} else {
    CommandLineNotice.exit(arguments: arguments)
}
