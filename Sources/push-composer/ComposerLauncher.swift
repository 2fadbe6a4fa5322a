import ArgumentParser
import ComposerApp
import ComposerSettings
import DraftStorage
import Foundation
import NcursesBackend
import PushCore
import TerminalKit

/// `push-composer [FILE] [--new] [--theme NAME|PATH]`: opens the full-screen composer.
struct ComposeOptions: ParsableArguments {
    @Argument(help: "A push to open: a Braze request or an apple_push object (saved as a request).")
    var file: String?

    @Flag(help: "Start from an empty push instead of the sample.")
    var new = false

    @Option(help: "A theme name (default, light, high-contrast, monochrome) or a .toml file.")
    var theme: String?

    @Option(help: "The app name on the preview card.")
    var appName: String?

    @Option(help: "The app's bundle id, for the simulator file and apns-topic.")
    var bundleID: String?
}

@MainActor
enum ComposerLauncher {
    /// Whether arguments ask for the composer rather than a command-line subcommand.
    static func wantsComposer(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return true }
        let commands = ["validate", "compile", "budget", "preview", "help", "demo"]
        let rootFlags = ["-h", "--help", "--version", "--generate-completion-script", "--experimental-dump-help"]
        return !commands.contains(first) && !rootFlags.contains(where: { first == $0 || first.hasPrefix($0 + "=") })
    }

    /// Runs the composer and exits with its status.
    static func run(_ arguments: [String]) -> Never {
        let options: ComposeOptions
        do {
            options = try ComposeOptions.parse(arguments)
        } catch {
            let code = ComposeOptions.exitCode(for: error)
            fail(ComposeOptions.fullMessage(for: error) + (code == .success ? "" : "\nSee 'push-composer --help'."),
                 status: code == .success ? 0 : 2)
        }
        let environment = ProcessInfo.processInfo.environment
        let config = UserConfig.load(environment: environment)
        let theme = ThemeLoader(environment: environment).load(option: options.theme, config: config)
        var notices = config.notices + theme.notices

        let opened = open(options)
        let appName = options.appName ?? config.value.appName ?? "APP"
        var state = AppState(draft: opened, filePath: options.file, size: Size(width: 80, height: 24), appName: appName,
                             bundleID: options.bundleID ?? config.value.bundleID)
        state.wallClock = (Int64(Date().timeIntervalSince1970), TimeZone.current.secondsFromGMT())
        state.homeDirectory = environment["HOME"] ?? NSHomeDirectory()
        if options.file != nil && !FileManager.default.fileExists(atPath: options.file!) {
            state.savedRevision = -1  // a new file: unsaved until written
        }
        // On the runtime's clock already, so that a message given before the start lasts its time.
        state.clock = ComposerRuntime.monotonicSeconds()
        let performer = SystemEffects(environment: environment)
        recover(into: &state, from: performer, editing: options.file, notices: &notices)

        let backend: NcursesBackend
        do {
            backend = try NcursesBackend.start(options: .init(mouse: true))
        } catch {
            fail(error.description, status: error.exitCode)
        }
        let runtime = ComposerRuntime(state: state, theme: theme.value, terminal: backend, performer: performer)
        runtime.run()
        backend.stop()
        for notice in backend.notices + notices { printError("push-composer: \(notice)") }
        if runtime.state.isDirty && runtime.state.autosavedRevision == runtime.state.revision {
            printError("push-composer: unsaved changes are kept as a draft; run push-composer \(runtime.state.filePath ?? "") again to recover them")
        }
        exit(0)
    }

    /// The draft to start from: the file, an empty push, or the sample.
    private static func open(_ options: ComposeOptions) -> ComposerDraft {
        guard let path = options.file else { return options.new ? ComposerDraft() : .sample }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return options.new ? ComposerDraft() : .sample
        }
        if isDirectory.boolValue { fail("\(path): is a directory; name a push file", status: 2) }
        guard let data = FileManager.default.contents(atPath: path) else { fail("\(path): cannot be read", status: 2) }
        let document = PushReader().read([UInt8](data))
        guard document.hasPush else {
            // Opening it would mean saving over text we could not read: refuse instead.
            let problems = PushAnalysis(document).diagnostics.filter { $0.severity == .error }.prefix(3)
            let lines = problems.map { d in "\(path):\(d.line ?? 1):\(d.column ?? 1): error[\(d.code)]: \(d.message)" }
            fail((lines + ["push-composer: fix the file (or run 'push-composer validate \(path)'), then open it again"])
                .joined(separator: "\n"), status: 1)
        }
        return ComposerDraft(document: document)
    }

    /// Offers the draft autosaved in an earlier session, if it differs from what was opened.
    private static func recover(into state: inout AppState, from performer: SystemEffects, editing file: String?,
                                notices: inout [String]) {
        if performer.draftIsShared(editing: file) {
            state.say("Another composer is editing this \(file == nil ? "new push" : "file"); this one keeps its own draft.",
                      .warning, for: 10)
        }
        guard case .success(let store) = performer.draftStore(editing: file) else { return }
        switch try? store.load() {
        case .draft(let saved)?:
            let document = PushReader().interpret(JSONNode(saved.request))
            let recovered = ComposerDraft(document: document, buttonLabels: saved.buttonLabels)
            guard recovered != state.draft else { return }
            state.recoveryFallback = state.draft
            state.replaceDraft(recovered)
            state.autosavedRevision = state.revision
            let time = Date(timeIntervalSince1970: TimeInterval(saved.savedAt))
            state.overlay = .recovery(savedAt: "on " + time.formatted(date: .abbreviated, time: .shortened))
        case .corrupt(let movedTo, let reason)?:
            notices.append("a damaged draft was kept aside at \(movedTo) (\(reason))")
            state.overlay = .message("A damaged draft was found and kept aside at\n\(movedTo)\n(\(reason)).")
        default:
            return
        }
    }

    static func fail(_ message: String, status: Int32) -> Never {
        printError(message)
        exit(status)
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
