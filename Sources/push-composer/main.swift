import Foundation
import PushCLI

// Dispatch only. `demo` is a hidden screen that exercises the terminal layer end to end;
// everything else is the command line.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "demo" {
    TerminalDemo.run()
} else {
    exit(PushComposerCommand.run(arguments, io: .standard))
}
