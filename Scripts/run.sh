#!/usr/bin/env bash
# The run command: sets the machine up (Scripts/setup.sh), then builds and runs push-composer with
# the arguments given (none opens the composer on a sample push). Debug build, with the same flags
# as the test command's (Scripts/debug-build-flags), so the two share one build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/Scripts/setup.sh"
read -ra flags < "$root/Scripts/debug-build-flags"
exec swift run --package-path "$root" "${flags[@]}" push-composer "$@"
