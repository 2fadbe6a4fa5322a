import ArgumentParser
import ComposerApp
import ComposerRuntime
import ComposerSettings
import DraftStorage
import Foundation
import NcursesBackend
import PushCLI
import PushCore
import SafeFiles
import TerminalKit

/// `push-composer [FILE] [--new] [--theme NAME|PATH]`: opens the full-screen composer.
struct ComposeOptions: ParsableArguments {
    @Argument(help: "A push to open: a Braze request, an apple_push object or a device payload (saved in its own form).")
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
        let commands = Self.commands + ["demo"]
        let rootFlags = ["-h", "--help", "--version", "--generate-completion-script", "--experimental-dump-help"]
        return !commands.contains(first) && !rootFlags.contains(where: { first == $0 || first.hasPrefix($0 + "=") })
    }

    /// The subcommands, for telling a mistyped one from a new file's name.
    static let commands = ["validate", "compile", "budget", "preview", "help"]

    /// Runs the composer and exits with its status.
    static func run(_ arguments: [String]) -> Never {
        refuseMistypedCommand(arguments.first)
        let options: ComposeOptions
        do {
            options = try ComposeOptions.parse(arguments)
        } catch {
            let code = ComposeOptions.exitCode(for: error)
            fail(ComposeOptions.fullMessage(for: error) + (code == .success ? "" : "\nSee 'push-composer --help'."),
                 status: code == .success ? 0 : 2)
        }
        if let bundleID = options.bundleID, let problem = BundleID.problem(bundleID) {
            fail("push-composer: --bundle-id: \(problem)", status: 2)
        }
        let environment = ProcessInfo.processInfo.environment
        let config = UserConfig.load(environment: environment)
        let theme = ThemeLoader(environment: environment).load(option: options.theme, config: config)
        var notices = config.notices + theme.notices

        let opened = open(options)
        let appName = options.appName ?? config.value.appName ?? "APP"
        var state = AppState(draft: opened.draft, filePath: options.file, size: Size(width: 80, height: 24), appName: appName,
                             bundleID: options.bundleID ?? config.value.bundleID)
        state.fileStamp = opened.stamp
        state.fileForm = opened.form
        state.wallClock = .system()
        state.homeDirectory = environment["HOME"] ?? NSHomeDirectory()
        if options.file != nil && opened.stamp == nil {
            state.savedDraft = nil  // a new file: unsaved until written
        }
        // On the runtime's clock already, so that a message given before the start lasts its time.
        state.clock = ComposerRuntime.monotonicSeconds()
        let performer = SystemEffects(environment: environment)
        if let problem = performer.stateFolderProblem {
            state.say("The state folder cannot be used (\(problem)); drafts go to a private temporary folder.", .warning, for: 10)
        }
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
        for line in runtime.state.exitReport() { printError("push-composer: \(line)") }
        // 128 + the signal, as a shell reports a program a signal ended.
        exit(runtime.state.stopSignal.map { 128 + $0 } ?? 0)
    }

    /// `push-composer valdate …` means a command, not a new file called "valdate": a first
    /// word that names no file, has no extension or folder, and is close to a command is refused.
    private static func refuseMistypedCommand(_ first: String?) {
        guard let word = first, !word.hasPrefix("-"), !word.contains("/"), !word.contains("."),
              FileStamp.current(word) == nil, let command = NearestKey.suggest(word, among: commands) else { return }
        fail("push-composer: no such command '\(word)'; did you mean '\(command)'? (A new push file needs an extension: \(word).json.)",
             status: 2)
    }

    /// What the composer opens: the draft, the file's version on disk and its form.
    struct Opened {
        var draft: ComposerDraft
        var stamp: FileStamp?
        var form: FileForm = .request
    }

    /// The draft to start from: the file, an empty push, or the sample.
    private static func open(_ options: ComposeOptions) -> Opened {
        let fresh = Opened(draft: options.new ? ComposerDraft() : .sample)
        guard let path = options.file else { return fresh }
        let contents: FileContents
        do {
            contents = try FileReader(limit: JSONReader.defaultMaxBytes).read(path)
        } catch {
            switch error.kind {
            case .notFound:
                return fresh
            case .tooLarge(let size):
                fail("\(path): \(FileReader.tooLarge(size, limit: JSONReader.defaultMaxBytes)) (a push is a few kilobytes)", status: 1)
            default:
                fail("\(path): \(error.message)", status: 2)
            }
        }
        let document = PushReader().read(contents.bytes)
        guard document.hasPush else {
            // Opening it would mean saving over text we could not read: refuse instead.
            let problems = PushAnalysis(document).diagnostics.filter { $0.severity == .error }.prefix(3)
            let lines = problems.map { d in "\(path):\(d.line ?? 1):\(d.column ?? 1): error[\(d.code)]: \(d.message)" }
            fail((lines + ["push-composer: fix the file (or run 'push-composer validate \(path)'), then open it again"])
                .joined(separator: "\n"), status: 1)
        }
        return Opened(draft: ComposerDraft(document: document), stamp: contents.stamp, form: FileForm(document))
    }

    /// Offers the draft autosaved in an earlier session (in the state folder, else in the
    /// fallback folder), if it differs from what was opened.
    private static func recover(into state: inout AppState, from performer: SystemEffects, editing file: String?,
                                notices: inout [String]) {
        if performer.draftIsShared(editing: file) {
            state.say("Another composer is editing this \(file == nil ? "new push" : "file"); this one keeps its own draft.",
                      .warning, for: 10)
        }
        var stores: [DraftStore] = []
        if case .success(let store) = performer.draftStore(editing: file) { stores.append(store) }
        if let store = performer.fallbackDraftStore(editing: file) { stores.append(store) }
        for store in stores {
            switch try? store.load() {
            case .draft(let saved)?:
                let document = PushReader().interpret(JSONNode(saved.request))
                let recovered = ComposerDraft(document: document, buttonLabels: saved.buttonLabels)
                guard recovered != state.draft else { continue }
                state.recoveryFallback = state.draft
                state.replaceDraft(recovered)
                state.autosavedDraft = recovered
                state.draftLocation = (store.path, nil)
                let time = Date(timeIntervalSince1970: TimeInterval(saved.savedAt))
                state.overlay = .recovery(savedAt: "on " + time.formatted(date: .abbreviated, time: .shortened))
                return
            case .corrupt(let movedTo, let reason)?:
                notices.append("a damaged draft was kept aside at \(movedTo) (\(reason))")
                state.overlay = .message("A damaged draft was found and kept aside at\n\(movedTo)\n(\(reason)).")
                return
            default:
                continue
            }
        }
    }

    static func fail(_ message: String, status: Int32) -> Never {
        printError(message)
        exit(status)
    }

    /// Writes a line to stderr through the command line's one sanitising channel.
    static func printError(_ line: String) {
        CLIIO.standard.errorLine(line)
    }
}
