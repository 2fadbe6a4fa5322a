#!/usr/bin/env bash
# The run command: sets the machine up (Scripts/setup.sh), then builds and runs push-composer with
# the arguments given (none opens the composer on a sample push). A debug build (flags in
# Scripts/debug-build-flags), the quickest to rebuild while working; `swift test` shares it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/Scripts/setup.sh"
read -ra flags < "$root/Scripts/debug-build-flags"
exec swift run --package-path "$root" "${flags[@]}" push-composer "$@"
