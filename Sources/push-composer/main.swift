import Foundation
import PushCLI

// The composer (no arguments) arrives with the terminal layer; until then, the command line.
let status = PushComposerCommand.run(Array(CommandLine.arguments.dropFirst()), io: .standard)
exit(status)
