import Foundation
import PushCLI

// Dispatch only: no subcommand opens the composer; `demo` is a hidden screen that exercises the
// terminal layer end to end; everything else is the command line.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "demo" {
    TerminalDemo.run()
} else if ComposerLauncher.wantsComposer(arguments) {
    ComposerLauncher.run(arguments)
} else {
    exit(PushComposerCommand.run(arguments, io: .standard))
}
