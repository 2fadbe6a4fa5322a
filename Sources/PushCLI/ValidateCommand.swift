import ArgumentParser
import Foundation
import PushCore
import PushPersonalization
import PushTransport
import TextFormats
import ComposerSettings

/// `push-composer validate FILE…`: every rule, compiler-style diagnostics, exit status for scripts.
struct ValidateCommand: IOCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check push files against Braze's and Apple's rules.",
        discussion: "Prints FILE:LINE:COL: severity[code]: message for each finding and a summary. Exit status 0 when no file has an error, 1 when one has, 2 for a usage error or an unreadable file."
    )

    @Argument(help: "Push files: apple_push objects, Braze requests or APNs payloads ('-' reads standard input).")
    var files: [String]

    @Option(help: "Output format: text, json, github (workflow commands: annotations on a pull request's lines), sarif (SARIF 2.1.0, for code scanning) or junit (a JUnit XML report).")
    var format: ValidateFormat = .text

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(help: "Do not report this code, or a family of codes (media. or media covers every media.* code); repeatable. A .push-composer.toml in or above a file's folder may list more ([validate] ignore = [...], strict = true).")
    var ignore: [String] = []

    @OptionGroup
    var color: ColorOption

    @Option(help: "Render the push for every user of this test users file: each one's outcome, exact bytes and cuts (default: users.json beside the config, for pushes with Liquid).")
    var users: String?

    @Flag(help: "Do not render the push for the default test users file.")
    var noUsers = false

    @Flag(help: "Make each test user's Connected Content calls (HTTPS, the [media] ca_file and proxy), each said on stderr; without it nothing is called.")
    var live = false

    @OptionGroup
    var clock: NowOption

    @Option(help: "With --users: a /campaigns/trigger/send or /canvas/trigger/send body whose properties the push's Liquid sees.")
    var trigger: String?

    @OptionGroup
    var message: MessageAttributesOption

    @Option(help: "The message's translations, as Braze's /campaigns/translations returns them (default: NAME.translations.json beside each push).")
    var translations: String?

    @OptionGroup
    var requestKind: RequestKindOption

    @OptionGroup
    var phoneOption: PhoneOption

    @Flag(help: "Also fetch each push's rich media as a phone would and check it (media.* codes), every file's within 60 seconds in all; without it nothing is fetched.")
    var media = false

    /// The time every fetch of one `--media` run takes together: six silent hosts once took 72 s.
    static let mediaSeconds = 60

    @OptionGroup
    var trust: CAFileOption

    @OptionGroup(title: "APNs headers, checked with each push")
    var apnsHeaders: APNsHeaderOptions

    func execute(_ io: CLIIO) async -> Int32 {
        guard let loader = requestKind.loader(io, command: "validate") else { return 2 }
        if let problem = ignore.lazy.compactMap(RuleCatalogue.ignoreProblem).first {
            io.errorLine("push-composer validate: --ignore: \(problem)")
            return 2
        }
        let project: ProjectRules
        do throws(SettingsError) {
            project = try ProjectRules(files: files, ignore: ignore, strict: strict)
        } catch {
            io.errorLine("push-composer validate: \(error)")
            return 2
        }
        let personalization = PersonalizationOptions.given(users: users, now: clock.now, trigger: trigger, translations: translations, message: message)
        let messageValues = (try? message.values()) ?? [:]
        let testUsers: TestUsers?
        let moment: Date
        let triggerProperties: RequestProperties?
        do throws(PersonalizationProblem) {
            moment = try personalization.moment()
            if users != nil && noUsers { throw PersonalizationProblem(status: 2, "--users and --no-users: give one") }
            testUsers = noUsers ? nil : try personalization.loadUsers(environment: io.environment)
            if live && testUsers == nil {
                throw PersonalizationProblem(status: 2, "--live: there are no test users to make the calls for (no \(UserConfig.usersPath(environment: io.environment)); pass --users FILE)")
            }
            if trigger != nil && testUsers == nil {
                throw PersonalizationProblem(status: 2, "--trigger: give --users FILE too (there is no \(UserConfig.usersPath(environment: io.environment))); the properties are rendered for each test user")
            }
            triggerProperties = try personalization.triggerProperties(io: io)
        } catch {
            io.errorLine("push-composer validate: \(error.message)")
            return error.status
        }
        // One time budget for every file's calls.
        let liveRun = live ? LiveContent(environment: io.environment) : nil
        // The workspace's content blocks: read only when test users will be rendered.
        let workspace = testUsers == nil ? WorkspaceData.none : PersonalizationOptions.workspace(io)
        let now = Int64(moment.timeIntervalSince1970)
        let printer = DiagnosticPrinter(ansi: ANSI(enabled: format == .text && color.enabled(io)))
        var reports: [JSONNode] = []
        var junit = JUnitReport()
        var sarif = SARIFReport()
        var unreadable = 0, failing = 0, errors = 0, warnings = 0, infos = 0
        var lastAnalysis: PushAnalysis?
        var lastUsers: [UserOutcome] = []
        let usersFile = users ?? UserConfig.usersPath(environment: io.environment)
        var attributes = testUsers?.attributeCatalog ?? .standard
        for (namespace, pairs) in messageValues { attributes.messageGiven[namespace, default: []].formUnion(pairs.keys) }
        // Read once for every file that has translations, and only if one does.
        lazy var localeRules = personalization.localeRules(io: io)
        var checker = BatchChecker(loader: loader, now: now, phone: phoneOption.chosen, attributes: attributes)
        checker.apns = apnsHeaders.options
        let mediaChecker = media ? MediaChecker(fetcher: trust.fetcher(environment: io.environment),
                                                runSeconds: Self.mediaSeconds) : nil
        // Fetching media takes network time: then each file's lines go out as they are known.
        var output = media ? OutputBuffer(io: io, limit: 0) : OutputBuffer(io: io)
        // With nothing to add to a file's own findings (no test users, no media, no
        // translations), its part of the output is made on the core that checked it.
        let finishesAhead = testUsers == nil && !media && files.count > 1
        let format = format
        let finish: @Sendable (String, Result<PushAnalysis, InputLoader.Unreadable>) -> FileOutcome = { file, checked in
            guard finishesAhead, case .success(let analysis) = checked,
                  !(analysis.document.hasPush && analysis.budget.isLowerBound && !PersonalizablePush(analysis.document).translationIDs.isEmpty)
            else { return .checked(checked) }
            let rules = project.rules(for: file)
            return .finished(FileVerdict(InputLoader.displayName(file), analysis, diagnostics: ProjectRules.kept(analysis.diagnostics, ignoring: rules.ignore),
                                         strict: rules.strict, format: format, printer: printer, replacesDiagnostics: !rules.ignore.isEmpty))
        }
        for await window in checker.check(files, finish: finish) {
            for (file, outcome) in window {
                let name = InputLoader.displayName(file)
                let verdict: FileVerdict
                switch outcome {
                case .finished(let finished):
                    verdict = finished
                case .checked(.failure(let problem)):
                    unreadable += 1
                    switch format {
                    case .json:
                        reports.append(JSONNode(.object(JSONReport.unreadable(file: name, message: problem.message))))
                    case .junit:
                        junit.addUnreadable(name, problem.message)
                    case .sarif:
                        sarif.addUnreadable(name, problem.message)
                    case .github:
                        output.append(GitHubAnnotations.unreadable(name, problem.message) + "\n")
                    case .text:
                        output.flush()
                        io.err(DiagnosticPrinter(ansi: ANSI(enabled: false)).unreadable(name, problem.message) + "\n")
                    }
                    continue
                case .checked(.success(let analysis)):
                    let document = analysis.document
                    lastAnalysis = analysis
                    var d = analysis.diagnostics
                    var perUser: [UserOutcome] = []
                    // Only a push with {% translation %} blocks reads a translations file.
                    var translated: Translations?
                    // Templates parsed once for the translation ids and every user (only a push with Liquid).
                    var prepared = document.hasPush && analysis.budget.isLowerBound ? PersonalizablePush(document, trigger: triggerProperties) : nil
                    let ids = prepared?.translationIDs.sorted() ?? []
                    if !ids.isEmpty {
                        // Reading the locale rules may say something on stderr: what came before goes first.
                        output.flush()
                        do throws(PersonalizationProblem) {
                            translated = try personalization.loadTranslations(beside: file, rules: localeRules)
                        } catch {
                            io.errorLine("push-composer validate: \(error.message)")
                            return 2
                        }
                        d += translated?.findings(for: ids) ?? []
                        prepared?.translations = translated
                    }
                    if let testUsers, document.hasPush, !d.hasErrors {
                        // A row for each locale no test user reads, so every translation's bytes show.
                        let rows = TestUsers(users: testUsers.users + (translated?.standIns(besides: testUsers) ?? []))
                        var push = prepared ?? PersonalizablePush(document, trigger: triggerProperties)
                        push.workspace = workspace
                        push.messageAttributes = messageValues
                        if let liveRun {
                            output.flush()
                            push.fetchedContent = await liveRun.fetch(push, for: rows.users, now: moment, io: io)
                        }
                        perUser = UserOutcome.all(push, users: rows, now: moment,
                                                  phones: phoneOption.tabled, notesPhone: phoneOption.chosen, onlyWithLiquid: users == nil)
                        // Each user's bytes are exact: the template's lower bound says nothing more.
                        if !perUser.isEmpty { d.removeAll { $0.code == SizeRule.liquid } }
                        d += perUser.compactMap(\.diagnostic) + perUser.flatMap(\.notes)
                    }
                    if let mediaChecker, document.hasPush {
                        switch await mediaChecker.check(document, source: document) {
                        case .none: break
                        case .liquid:
                            let renderings = perUser.compactMap { outcome -> (user: String, document: PushDocument)? in
                                if case .sent(let rendered) = outcome.result { (outcome.user, rendered) } else { nil }
                            }
                            if renderings.isEmpty {
                                d.append(MediaChecker.liquidNote(document))
                            } else {
                                d += await mediaChecker.checkEach(renderings, source: document)
                            }
                        case .checked(_, let found): d += found
                        // A URL the rules refused is already among the file's findings.
                        case .notFetched(let said): d += said.filter { $0.code != AssetRule.urlFormat }
                        }
                    }
                    lastUsers = perUser
                    let rules = project.rules(for: file)
                    verdict = FileVerdict(name, analysis, diagnostics: ProjectRules.kept(d, ignoring: rules.ignore), strict: rules.strict, format: format,
                                          printer: printer, users: testUsers == nil ? nil : perUser, usersFile: usersFile,
                                          replacesDiagnostics: testUsers != nil || media || !rules.ignore.isEmpty)
                }
                errors += verdict.errors; warnings += verdict.warnings; infos += verdict.infos
                if verdict.fails { failing += 1 }
                if let json = verdict.json {
                    reports.append(json)
                } else if let entry = verdict.junit {
                    junit.add(entry)
                } else if let found = verdict.sarif {
                    sarif.add(name, found)
                } else {
                    output.append(verdict.text)
                }
            }
        }
        output.flush()
        if format == .json {
            io.out(JSONWriter.string(.array(reports), style: .pretty, escaping: .invisibles) + "\n")
        } else if format == .junit {
            io.out(junit.xml)
        } else if format == .sarif {
            io.out(sarif.json)
        } else {
            io.out(summary(checked: files.count, failing: failing, unreadable: unreadable,
                           errors: errors, warnings: warnings, infos: infos, single: files.count == 1 ? lastAnalysis : nil,
                           users: lastUsers) + "\n")
        }
        if unreadable > 0 { return 2 }
        return failing > 0 ? 1 : 0
    }


    private func summary(checked: Int, failing: Int, unreadable: Int, errors: Int, warnings: Int, infos: Int,
                         single: PushAnalysis?, users: [UserOutcome]) -> String {
        var parts = "\(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(infos, "note"))"
        if unreadable > 0 { parts += ", \(unreadable) unreadable" }
        if let single {
            let kind = single.document.isReadable ? single.document.kindTitle : "file"
            let verdict = failing == 0 ? "valid" : "invalid"
            var text = "\(verdict) \(kind): \(parts)"
            // A request with no push (a triggered send) has no bytes to speak of.
            let budgets = users.compactMap(\.budget)
            if !budgets.isEmpty {
                func range(_ values: [Int]) -> String {
                    let low = values.min() ?? 0, high = values.max() ?? 0
                    return low == high ? "\(low)" : "\(low)–\(high)"
                }
                text += "; \(range(budgets.map(\.brazeBytes)))/\(ByteBudget.brazeLimit) Braze bytes, "
                    + budgets[0].routes.map { route in
                        "\(range(budgets.map { $0.apnsBytes(route) }))/\(ByteBudget.apnsLimit) APNs bytes \(route.label)"
                    }.joined(separator: ", ")
                    + " as \(plural(budgets.count, "test user"))"
            } else if single.document.isReadable && single.document.hasPush {
                let bound = single.budget.isLowerBound ? "≥" : ""
                let budget = single.budget
                text += "; \(bound)\(budget.brazeBytes)/\(ByteBudget.brazeLimit) Braze bytes, "
                    + budget.routes.map { "\(budget.isLowerBound($0) ? "≥" : "")\(budget.apnsBytes($0))/\(ByteBudget.apnsLimit) APNs bytes \($0.label)" }.joined(separator: ", ")
            }
            return text
        }
        let valid = checked - failing - unreadable
        return "checked \(plural(checked, "file")): \(valid) valid, \(failing) invalid; \(parts)"
    }
}

/// A checked file as `validate` hands it on: what it adds to the output, or its analysis when
/// more is to be done with it in order (test users, media, translations, an unreadable file).
enum FileOutcome: Sendable {
    case finished(FileVerdict)
    case checked(Result<PushAnalysis, InputLoader.Unreadable>)
}

/// What one checked file adds to `validate`'s output and summary.
struct FileVerdict: Sendable {
    var errors: Int
    var warnings: Int
    var infos: Int
    /// Whether the file counts as invalid (an error, or a warning with `--strict`).
    var fails: Bool
    /// Its lines, in the text format.
    var text = ""
    /// Its report, in the JSON format.
    var json: JSONNode?
    /// Its test case, in the JUnit format.
    var junit: JUnitReport.Case?
    /// Its findings, in the SARIF format.
    var sarif: [Diagnostic]?

    /// The verdict on file `name`'s `analysis` with its final diagnostics; `users` are each test user's
    /// outcome when test users were read, and `replacesDiagnostics` reports `diagnostics` in JSON
    /// in place of the analysis' own.
    init(_ name: String, _ analysis: PushAnalysis, diagnostics d: [Diagnostic], strict: Bool, format: ValidateFormat, printer: DiagnosticPrinter,
         users perUser: [UserOutcome]? = nil, usersFile: String = "", replacesDiagnostics: Bool = false) {
        (errors, warnings, infos) = (d.count(.error), d.count(.warning), d.count(.info))
        fails = d.hasErrors || (strict && warnings > 0)
        switch format {
        case .json:
            var report = JSONReport.file(name, analysis, valid: !fails)
            if replacesDiagnostics { report["diagnostics"] = .array(d.map { JSONNode(.object(JSONReport.diagnostic($0))) }) }
            if let perUser { report["users"] = .array(perUser.map { JSONNode(.object($0.json)) }) }
            json = JSONNode(.object(report))
        case .junit:
            junit = JUnitReport.testCase(name, d, strict: strict)
        case .sarif:
            sarif = d
        case .github:
            text = GitHubAnnotations.lines(d, file: name)
        case .text:
            text = printer.lines(d, file: name)
            if let perUser, !perUser.isEmpty {
                text += UsersTable(ansi: printer.ansi).render(perUser.map(\.report), file: name, usersFile: usersFile)
            }
        }
    }
}

/// The `--format json` objects: `{"file", "kind", "valid", "bytes", "diagnostics"}`.
enum JSONReport {
    /// `{"braze": N, "direct": N}`: the bytes APNs receives by each route the push can take.
    static func routes(_ budget: ByteBudget) -> JSONObject {
        var o = JSONObject()
        for route in budget.routes { o[route.rawValue] = .number(String(budget.apnsBytes(route))) }
        return o
    }

    static func file(_ name: String, _ analysis: PushAnalysis, valid: Bool) -> JSONObject {
        var o = JSONObject()
        o["file"] = .string(name)
        o["kind"] = analysis.document.isReadable ? .string(analysis.document.kindName) : .null
        o["valid"] = .bool(valid)
        if analysis.document.isReadable && analysis.document.hasPush {
            var bytes = JSONObject()
            bytes["braze"] = .number(String(analysis.budget.brazeBytes))
            bytes["apns"] = .number(String(analysis.budget.apnsBytes))
            bytes["apns_by_route"] = .object(JSONReport.routes(analysis.budget))
            bytes["lower_bound"] = .bool(analysis.budget.isLowerBound)
            o["bytes"] = .object(bytes)
        } else {
            o["bytes"] = .null
        }
        o["diagnostics"] = .array(analysis.diagnostics.map { JSONNode(.object(diagnostic($0))) })
        return o
    }

    static func unreadable(file: String, message: String) -> JSONObject {
        var o = JSONObject()
        o["file"] = .string(file)
        o["kind"] = .null
        o["valid"] = .bool(false)
        o["bytes"] = .null
        o["diagnostics"] = .array([JSONNode(.object(diagnostic(Diagnostic(
            code: "file.unreadable", severity: .error, path: "", message: message))))])
        return o
    }

    static func diagnostic(_ d: Diagnostic) -> JSONObject {
        var o = JSONObject()
        o["code"] = .string(d.code)
        o["severity"] = .string(d.severity.rawValue)
        o["path"] = .string(d.path)
        o["message"] = .string(d.message)
        o["line"] = d.line.map { .number(String($0)) } ?? .null
        o["column"] = d.column.map { .number(String($0)) } ?? .null
        return o
    }
}

extension ValidateCommand {
    /// The options of `validate` that take a value; any other argument not starting with `-` is a
    /// file. One missing here sends every line that uses it down the slow path (a test compares
    /// this list with the options `--help` shows taking a value).
    static let valueOptions: Set<String> = ["--format", "--ignore", "--color", "--users", "--now", "--trigger", "--phone", "--request-kind", "--endpoint",
                                            "--translations", "--ca-file", "--push-type", "--priority", "--expiration", "--collapse-id", "--topic", "--apns-id",
                                            "--campaign", "--canvas"]

    /// Parses a command line as `PushComposerCommand.parseAsRoot` does, but hands the parser only
    /// the first file of a `validate`. ArgumentParser merges the input origins of an array argument
    /// again for every value, O(n²): 10,000 file names took seconds before a file was read. The
    /// other arguments still go through the parser, so options, errors and help are unchanged;
    /// whenever the shortened line does not parse to the same first file, the whole line is parsed.
    static func parseAsRootSettingFilesAside(_ arguments: [String]) throws -> ParsableCommand {
        guard arguments.first == "validate", arguments.count > 3 else {
            return try PushComposerCommand.parseAsRoot(arguments)
        }
        var options: [String] = []
        var files: [String] = []
        var i = 1
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--" {
                files += arguments[(i + 1)...]
                break
            }
            if argument == "-" || !argument.hasPrefix("-") {
                files.append(argument)
            } else {
                options.append(argument)
                if valueOptions.contains(argument) && i + 1 < arguments.count {
                    options.append(arguments[i + 1])
                    i += 1
                }
            }
            i += 1
        }
        if let first = files.first,
           var command = try? PushComposerCommand.parseAsRoot(["validate"] + options + ["--", first]) as? ValidateCommand,
           command.files == [first] {
            command.files = files
            return command
        }
        return try PushComposerCommand.parseAsRoot(arguments)
    }
}
