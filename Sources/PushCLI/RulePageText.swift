import PlainText
import PushCore
import TerminalKit
import TextFormats

/// A rule's page as `explain` prints it and as SARIF's help carries it (plain and Markdown):
/// one layout, so the terminal and a code-scanning viewer say the same.
enum RulePageText {
    /// The page as plain text; prose wrapped at `width` columns when given, examples never.
    static func plain(_ page: RulePage, width: Int? = nil) -> String {
        func prose(_ text: String) -> String {
            guard let width, width > 20 else { return text }
            return TextLayout.wrap(text, width: width).joined(separator: "\n")
        }
        var out = "\(page.code) (\(page.severity.rawValue))\n"
        out += prose(page.summary) + "\n\n"
        out += prose("Why: " + page.why) + "\n\n"
        out += example("Reported for", page.failing, indent: "    ", prose: prose)
        out += example("Not reported for", page.passing, indent: "    ", prose: prose)
        out += prose("Fix: " + page.fix) + "\n"
        return out
    }

    /// The page as Markdown, examples in JSON code blocks.
    static func markdown(_ page: RulePage) -> String {
        var out = page.summary + "\n\n**Why.** " + page.why + "\n\n"
        for (title, shown) in [("Reported for", page.failing), ("Not reported for", page.passing)] {
            out += "**\(title):**\n\n```json\n\(Self.shown(shown.document))\n```\n\n"
            if let translations = shown.translations { out += "with its translations file:\n\n```json\n\(translations)\n```\n\n" }
            if !shown.options.isEmpty { out += "checked with `push-composer validate \(shown.options.joined(separator: " ")) FILE`\n\n" }
            if let answer = shown.mediaAnswer { out += "when checked with `--media`: \(answer)\n\n" }
        }
        return out + "**Fix.** " + page.fix + "\n"
    }

    /// An example as shown: an invisible character written as its JSON escape (`\u200b`, the
    /// same file to a reader), and one too long to read (a file over a limit) cut, its size said.
    static func shown(_ document: String) -> String {
        var out = ""
        for scalar in document.unicodeScalars {
            guard scalar != "\n" && InvisibleScalar.contains(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            out += JSONWriter.unicodeEscape(scalar)
        }
        guard out.utf8.count > 3000 else { return out }
        return String(out.prefix(200)) + "… (\(document.utf8.count) bytes in all)"
    }

    private static func example(_ title: String, _ shown: RuleExample, indent: String, prose: (String) -> String) -> String {
        func indented(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }.joined(separator: "\n") + "\n"
        }
        var out = title + ":\n" + indented(Self.shown(shown.document))
        if let translations = shown.translations { out += "  with its translations file:\n" + indented(translations) }
        if !shown.options.isEmpty { out += "  checked with: push-composer validate \(shown.options.joined(separator: " ")) FILE\n" }
        if let answer = shown.mediaAnswer { out += prose("  when checked with --media: " + answer) + "\n" }
        return out + "\n"
    }
}
