#!/usr/bin/env python3
"""How often each costly step of the composer runs per keystroke, counted by callgrind.

Runs keystroke-bench under valgrind's callgrind for N keys of one push and size and prints, per
key, the instructions a release build executes, and how often a debug build (where nothing is
inlined, so every call is counted) runs the steps that derive what the screen shows: building the
request body, the device payload, checking the push, laying out the card's text, compiling the
preview's form, rendering a frame. A step derived once per change runs at most once per key that
changes the draft (40 in each 50 of the benchmark's keys). Figures only; run it from
Tests/Benchmarks/keystroke-calls.sh.

Usage: keystroke-calls.py RELEASE_BINARY DEBUG_BINARY KEYS LABEL
"""
import collections
import os
import re
import subprocess
import sys
import tempfile

# The steps counted, as they read demangled: (what the table calls it, a pattern on the name).
STEPS = [
    ("request body built (ApplePushEncoder.request)", r"^static PushCore\.ApplePushEncoder\.request\("),
    ("device payload built (DevicePayload.build)", r"^static PushCore\.DevicePayload\.build\("),
    ("push checked (Validator.validate)", r"^PushCore\.Validator\.validate\("),
    ("card text laid out (NotificationLayout.init)", r"^PushCore\.NotificationLayout\.init\("),
    ("preview form compiled (PushCompiler.json)", r"^PushCore\.PushCompiler\.json\("),
    ("frame rendered (ComposerView.render)", r"^ComposerApp\.ComposerView\.render\(\)"),
]


def calls_by_function(path):
    """Sums the calls= counts of each callee in a callgrind output file."""
    names = {}
    calls = collections.Counter()
    callee = None
    compressed = re.compile(r"^c?fn=\((\d+)\)(?: (.*))?$")
    with open(path, errors="replace") as f:
        for line in f:
            if line.startswith("fn=") or line.startswith("cfn="):
                m = compressed.match(line.rstrip("\n"))
                if m:
                    ident, name = m.group(1), m.group(2)
                    if name:
                        names[ident] = name
                    name = names.get(ident, ident)
                else:
                    name = line.split("=", 1)[1].rstrip("\n")
                callee = name if line.startswith("cfn=") else None
            elif line.startswith("calls=") and callee is not None:
                calls[callee] += int(line.split("=", 1)[1].split()[0])
                callee = None
    return calls


def total_instructions(path):
    with open(path, errors="replace") as f:
        for line in f:
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1])
    return 0


def callgrind(binary, keys, label, out):
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary, str(keys), label],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def step_calls(path):
    calls = calls_by_function(path)
    mangled = list(calls)
    demangled = subprocess.run(["swift", "demangle", "--compact"], input="\n".join(mangled), text=True,
                               capture_output=True, check=True).stdout.split("\n")
    by_step = collections.Counter()
    for name, readable in zip(mangled, demangled):
        for step, pattern in STEPS:
            if re.search(pattern, readable):
                by_step[step] += calls[name]
    return by_step


def main():
    release, debug, keys, label = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    with tempfile.TemporaryDirectory() as folder:
        # Valgrind cannot read the DWARF 5 that clang writes for swift-crypto's C code; symbol
        # names are all it needs, so it runs copies without debug information.
        copies = []
        for name, binary in (("release", release), ("debug", debug)):
            copies.append(os.path.join(folder, name))
            subprocess.run(["objcopy", "--strip-debug", binary, copies[-1]], check=True)
        release, debug = copies
        out = os.path.join(folder, "callgrind.out")
        # One key and then 1 + KEYS keys: the difference is what KEYS keys cost, start-up left out.
        callgrind(release, 1, label, out)
        base_ir = total_instructions(out)
        callgrind(release, keys + 1, label, out)
        ir = total_instructions(out)
        callgrind(debug, 1, label, out)
        base = step_calls(out)
        callgrind(debug, keys + 1, label, out)
        counted = step_calls(out)
    print(f"| {label}, {keys} keys | per key |")
    print("|---|---|")
    print(f"| instructions (release) | {(ir - base_ir) / keys:,.0f} |")
    for step, _ in STEPS:
        print(f"| {step} | {(counted[step] - base[step]) / keys:.2f} |")


if __name__ == "__main__":
    main()
