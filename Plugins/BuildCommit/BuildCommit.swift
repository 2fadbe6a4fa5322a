import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift`, the commit the sources were built from, before every build, so
/// `--version` names it. The file is rewritten only when the commit changes, so an unchanged
/// tree recompiles nothing; outside a git checkout (a source tarball) it says "unknown".
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
        let script = #"""
        set -u
        folder="$1"; package="$2"
        mkdir -p "$folder"
        commit=$(git -C "$package" rev-parse --short=12 HEAD 2>/dev/null) || commit=unknown
        if [ "$commit" != unknown ] && ! git -C "$package" diff --quiet HEAD -- 2>/dev/null; then
          commit="$commit-modified"
        fi
        text="/// The commit these sources were built from (generated at build time).
        public enum BuildCommit { public static let hash = \"$commit\" }"
        if [ "$(cat "$folder/BuildCommit.swift" 2>/dev/null)" != "$text" ]; then
          printf '%s\n' "$text" > "$folder/BuildCommit.swift.new" && mv "$folder/BuildCommit.swift.new" "$folder/BuildCommit.swift"
        fi
        """#
        return [.prebuildCommand(
            displayName: "Stamping the build with its commit",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, "build-commit", output.path, context.package.directoryURL.path],
            outputFilesDirectory: output
        )]
    }
}
