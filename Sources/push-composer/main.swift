import Foundation
import PushCLI
import SafeFiles

// Dispatch only: no subcommand opens the composer; `demo` is a hidden screen that exercises the
// terminal layer end to end; everything else is the command line.
// Decoded byte for byte, so a file name that is not UTF-8 still opens.
let arguments = FileName.arguments()
if arguments.first == "demo" {
    TerminalDemo.run()
} else if ComposerLauncher.wantsComposer(arguments) {
    ComposerLauncher.run(arguments)
} else {
    exit(PushComposerCommand.run(arguments, io: .standard))
}
