// Dispatch only: the terminal demo here, everything else belongs to the command line.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "demo" {
    TerminalDemo.main(arguments: Array(arguments.dropFirst()))
} else {
    TerminalDemo.refuse(arguments: arguments)
}
