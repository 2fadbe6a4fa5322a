#!/usr/bin/env python3
"""Builds libFuzzer targets with swiftc, compiling each module once for all of them.

    build.py OUT TARGET...     build these targets into OUT/bin (OUT/modules holds the modules)
    build.py --list            the targets

Each Swift module a target needs is compiled once, whole-module, with -O (FUZZ_OPTIMIZATION) and
-sanitize=fuzzer,address, into a static library and its .swiftmodule (with -enable-testing, so
an entry file reaches internal declarations through `@testable import`); its C modules are
compiled as the product compiles them, unsanitised, like the system libraries they call. Which
module imports which is read from Package.swift (`swift package describe`), so no list here can
drift from it. Independent modules compile side by side (FUZZ_JOBS, 2 by default); a module or
target whose inputs (sources, flags, compiler, the modules below it) are unchanged is not built
again. A target is its entry file, Tests/Fuzz/targets/TARGET.swift, and FuzzSupport.swift,
linked against the libraries of every module below it.

Prints one line per module and target built; exit status 2 when something did not build (its
compiler output is printed).
"""
import concurrent.futures
import hashlib
import json
import os
import shutil
import subprocess
import sys
import threading

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FUZZ = os.path.join(ROOT, "Tests", "Fuzz")
SOURCES = os.environ.get("FUZZ_SOURCES", os.path.join(ROOT, "Sources"))

# The module each target fuzzes. A target that needs only part of a module names its files: the
# rest of ComposerSettings would pull in the whole app.
TARGETS = {
    "json-reader": ("TextFormats", None),
    "push-pipeline": ("PushCore", None),
    "sanitizer": ("TerminalKit", None),
    "text-layout": ("TerminalKit", None),
    "liquid": ("BrazeLiquid", None),
    "toml": ("ComposerSettings", ["TOMLReader.swift", "TOMLDocument.swift", "SettingsError.swift"]),
    "users-file": ("PushPersonalization", None),
    "pictures": ("PictureDecoding", None),
}
# A module built from part of its files depends on nothing the whole module does.
PARTIAL_DEPENDENCIES = {"ComposerSettings": []}

# FUZZ_OPTIMIZATION=-Onone builds in a third of the time, for short runs where building costs more
# than the executions it would buy (the test command's); long runs keep -O.
SWIFT_FLAGS = ["-sanitize=fuzzer,address", "-parse-as-library", "-swift-version", "6",
               os.environ.get("FUZZ_OPTIMIZATION", "-O"), "-wmo", "-num-threads", "2", "-g",
               "-package-name", "PushComposer", "-enable-testing"]


def fail(message):
    print(f"fuzz: {message}", file=sys.stderr)
    sys.exit(2)


def toolchain_bin():
    swiftc = shutil.which("swiftc") or fail("no swiftc on PATH (Swift 6 is needed)")
    return os.path.dirname(os.path.realpath(swiftc))


def package_targets(out):
    """Every target of Package.swift by name: its kind, folder, sources and direct dependencies.
    Kept in OUT beside a digest of Package.swift and the source folders' listings, so a run that
    changed none of them does not ask SwiftPM again."""
    digest = hashlib.sha256()
    with open(os.path.join(ROOT, "Package.swift"), "rb") as handle:
        digest.update(handle.read())
    for folder, _, names in sorted(os.walk(SOURCES)):
        digest.update(folder.encode() + b"\0" + "\0".join(sorted(names)).encode())
    cache = os.path.join(out, "package.json")
    try:
        with open(cache) as handle:
            kept = json.load(handle)
        if kept.get("digest") == digest.hexdigest():
            return kept["targets"]
    except (OSError, ValueError):
        pass
    described = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=ROOT,
                               capture_output=True, text=True)
    if described.returncode != 0:
        fail("swift package describe failed: " + described.stderr.strip()[-400:])
    targets = {t["name"]: t for t in json.loads(described.stdout)["targets"]}
    temporary = f"{cache}.{os.getpid()}"
    with open(temporary, "w") as handle:
        json.dump({"digest": digest.hexdigest(), "targets": targets}, handle)
    os.replace(temporary, cache)
    return targets


class Builder:
    def __init__(self, out, jobs):
        self.out = out
        self.modules_dir = os.path.join(out, "modules")
        self.bin_dir = os.path.join(out, "bin")
        os.makedirs(self.modules_dir, exist_ok=True)
        os.makedirs(self.bin_dir, exist_ok=True)
        self.targets = package_targets(out)
        self.bin = toolchain_bin()
        version = subprocess.run([os.path.join(self.bin, "swiftc"), "--version"], capture_output=True, text=True)
        self.compiler = version.stdout + version.stderr
        self.linker = ["-use-ld=lld"] if os.path.exists(os.path.join(self.bin, "ld.lld")) else []
        self.jobs = jobs
        self.stamps = {}
        self.lock = threading.Lock()

    # -- the graph ----------------------------------------------------------------------------

    def dependencies(self, module):
        if module in PARTIAL_DEPENDENCIES:
            return PARTIAL_DEPENDENCIES[module]
        return self.targets[module].get("target_dependencies", [])

    def closure(self, module):
        """The modules below `module`, each once, dependencies first."""
        ordered, seen = [], set()

        def visit(name):
            if name in seen:
                return
            seen.add(name)
            for dependency in self.dependencies(name):
                visit(dependency)
            ordered.append(name)

        for dependency in self.dependencies(module):
            visit(dependency)
        return ordered

    def is_c(self, module):
        return self.targets[module]["module_type"] == "ClangTarget"

    def sources(self, module, files=None):
        target = self.targets[module]
        names = files if files is not None else target["sources"]
        return [os.path.join(SOURCES, os.path.relpath(target["path"], "Sources"), name) for name in sorted(names)]

    def include_dir(self, module):
        return os.path.join(SOURCES, os.path.relpath(self.targets[module]["path"], "Sources"), "include")

    # -- one compile ----------------------------------------------------------------------------

    def stamp(self, module, files, flags):
        digest = hashlib.sha256()
        digest.update(self.compiler.encode())
        digest.update(" ".join(flags).encode())
        for path in files:
            digest.update(path.encode())
            with open(path, "rb") as handle:
                digest.update(handle.read())
        for dependency in self.closure(module):
            digest.update(self.stamps[dependency].encode())
        return digest.hexdigest()

    def run(self, what, command):
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            lines = [line for line in (result.stdout + result.stderr).splitlines() if "Cannot export local symbol" not in line]
            print("\n".join(lines[-40:]), file=sys.stderr)
            raise RuntimeError(f"{what} did not build")

    def build_module(self, module, files=None):
        """Compiles one module (Swift: a static library and .swiftmodule; C: one object)."""
        below = self.closure(module)
        includes = [arg for m in below if self.is_c(m) for arg in ("-I", self.include_dir(m))]
        if self.is_c(module):
            sources = self.sources(module)
            headers = sorted(os.path.join(self.include_dir(module), h) for h in os.listdir(self.include_dir(module)))
            flags = ["-c", "-O2", "-I", self.include_dir(module)]
            stamp = self.stamp(module, sources + headers, flags)
            output = os.path.join(self.modules_dir, module + ".o")
            if not self.up_to_date(output, stamp):
                self.run(module, [os.path.join(self.bin, "clang")] + flags + sources + ["-o", output])
                self.done(output, stamp, f"built {module} (C)")
        else:
            sources = self.sources(module, files)
            flags = SWIFT_FLAGS + ["-module-name", module, "-I", self.modules_dir] + includes
            stamp = self.stamp(module, sources, flags)
            library = os.path.join(self.modules_dir, f"lib{module}.a")
            if not self.up_to_date(library, stamp):
                self.run(module, [os.path.join(self.bin, "swiftc")] + flags +
                         ["-emit-module", "-emit-module-path", os.path.join(self.modules_dir, module + ".swiftmodule"),
                          "-emit-library", "-static", "-o", library] + sources)
                self.done(library, stamp, f"built {module} ({len(sources)} files)")
        with self.lock:
            self.stamps[module] = stamp

    def build_target(self, target):
        module, _ = TARGETS[target]
        below = self.closure(module) + [module]
        entry = [os.path.join(FUZZ, "targets", "FuzzSupport.swift"), os.path.join(FUZZ, "targets", target + ".swift")]
        includes = [arg for m in below if self.is_c(m) for arg in ("-I", self.include_dir(m))]
        flags = SWIFT_FLAGS + ["-module-name", "FuzzEntry", "-I", self.modules_dir] + includes + self.linker
        libraries = [os.path.join(self.modules_dir, f"{m}.o") if self.is_c(m) else os.path.join(self.modules_dir, f"lib{m}.a")
                     for m in below]
        digest = hashlib.sha256(self.compiler.encode())
        for path in entry:
            with open(path, "rb") as handle:
                digest.update(handle.read())
        digest.update(" ".join(flags).encode())
        for m in below:
            digest.update(self.stamps[m].encode())
        stamp = digest.hexdigest()
        binary = os.path.join(self.bin_dir, target)
        if not self.up_to_date(binary, stamp):
            self.run(target, [os.path.join(self.bin, "swiftc")] + flags + entry + libraries + ["-o", binary])
            self.done(binary, stamp, f"built {target}")
        else:
            print(f"fuzz: {target} is up to date", flush=True)

    def up_to_date(self, path, stamp):
        try:
            with open(path + ".stamp") as handle:
                return os.path.exists(path) and handle.read().strip() == stamp
        except OSError:
            return False

    def done(self, path, stamp, message):
        with open(path + ".stamp", "w") as handle:
            handle.write(stamp + "\n")
        print(f"fuzz: {message}", flush=True)

    # -- the schedule -------------------------------------------------------------------------

    def build(self, targets):
        modules = []
        for target in targets:
            module, _ = TARGETS[target]
            for name in self.closure(module) + [module]:
                if name not in modules:
                    modules.append(name)
        files = {TARGETS[t][0]: TARGETS[t][1] for t in targets if TARGETS[t][1] is not None}
        pending = set(modules)
        running = {}
        with concurrent.futures.ThreadPoolExecutor(max_workers=self.jobs) as pool:
            while pending or running:
                ready = [m for m in modules if m in pending and all(d in self.stamps for d in self.closure(m))]
                for module in ready[: self.jobs - len(running)]:
                    pending.discard(module)
                    running[pool.submit(self.build_module, module, files.get(module))] = module
                if not running:
                    fail("the modules' dependencies form a cycle: " + ", ".join(sorted(pending)))
                finished, _ = concurrent.futures.wait(running, return_when=concurrent.futures.FIRST_COMPLETED)
                for future in finished:
                    module = running.pop(future)
                    try:
                        future.result()
                    except RuntimeError as error:
                        fail(str(error))
            links = {pool.submit(self.build_target, target): target for target in targets}
            for future in concurrent.futures.as_completed(links):
                try:
                    future.result()
                except RuntimeError as error:
                    fail(str(error))


def main():
    if sys.argv[1:] == ["--list"]:
        print("\n".join(TARGETS))
        return
    if len(sys.argv) < 3:
        fail("usage: build.py OUT TARGET...")
    unknown = [t for t in sys.argv[2:] if t not in TARGETS]
    if unknown:
        fail("unknown target " + ", ".join(unknown) + "; targets: " + " ".join(TARGETS))
    Builder(sys.argv[1], int(os.environ.get("FUZZ_JOBS", "2"))).build(sys.argv[2:])


if __name__ == "__main__":
    main()
