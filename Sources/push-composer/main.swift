import Foundation
import PushCLI
import SafeFiles

// One dispatch, through the command line's parser: the composer is its default subcommand and
// the demo a hidden one; both need the terminal, which only this program touches.
// Arguments are decoded byte for byte, so a file name that is not UTF-8 still opens.
switch PushComposerCommand.dispatch(FileName.arguments(), io: .standard) {
case .exit(let status): exit(status)
case .compose(let options): ComposerLauncher.run(options)
case .demo(let options): TerminalDemo.run(options)
}
