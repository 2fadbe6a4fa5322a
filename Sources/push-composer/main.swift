import CProcessControl
import Foundation
import PushCLI
import SafeFiles

// Standard streams closed by the caller are held on /dev/null before anything opens a file, so
// that no other descriptor takes their numbers; output to them still fails as it should.
_ = StandardStreams.closedAtStart
// The process may hold a Braze key (the environment, a prompt) and a signed APNs token: a core
// dump would write them to disk. No dump, whatever the shell's `ulimit -c` or a dump handler says.
_ = pc_forbid_core_dumps()
// The loader's relocation table (megabytes in a program with the Swift runtime linked in) has
// been read and is never read again: its pages are handed back rather than held all session.
_ = pc_release_relocation_table()
// A reader that went away (`| head`) is an EPIPE the output code handles (a send still records
// its results), never a signal that ends the program mid-write. The editor gets the default back.
signal(SIGPIPE, SIG_IGN)

// One dispatch, through the command line's parser: the composer is its default subcommand and
// needs the terminal, which only this program touches.
// Arguments are decoded byte for byte, so a file name that is not UTF-8 still opens.
// `--profile NAME` is every command's and the composer's: given to all as the variable they read.
let (arguments, profile) = PushComposerCommand.profileTakenOut(FileName.arguments())
if let profile { setenv(PushComposerCommand.profileVariable, profile, 1) }
switch PushComposerCommand.dispatch(arguments, io: .standard) {
case .exit(let status): exit(status)
case .command(let command): exit(BlockingTask.run { await command.execute(.standard) })
case .compose(let options): ComposerLauncher.run(options)
}
