#!/usr/bin/env bash
# Every benchmark in one run, for the README's Performance section. Figures only: nothing fails
# on a slow result. Takes about fifteen minutes on two cores once the release builds exist.
set -euo pipefail
cd "$(dirname "$0")/../.."
echo "## Figures from \`bash Tests/Benchmarks/run-all.sh\` ($(nproc) cores, $(date -u +%Y-%m-%d), $(git rev-parse --short HEAD))"
echo
echo "### Keystroke cost in process (10,000 keys: key map, update, validation, compilation, view, frame diff)"
echo
bash Tests/Benchmarks/keystrokes.sh 10000 | tail -n +2
echo
echo "### Bytes to the terminal, start-up, idle and memory (real pty, real ncurses)"
echo
bash Tests/Benchmarks/terminal.sh | tail -n +3
echo
echo "### Beside nano and vim on a real pty (launch, key to screen, idle CPU and memory)"
echo
bash Tests/Benchmarks/pty-peers.sh | tail -n +2
bash Tests/Benchmarks/startup.sh
bash Tests/Benchmarks/batch-validate.sh
echo
echo "### Liquid: validate --users with 10,000 users"
echo
echo "| measure | outcomes | figure | target |"
echo "|---|---|---|---|"
bash Tests/Benchmarks/validate-users.sh
echo
echo "### The language server beside a fresh validate process (release build)"
echo
bash Tests/Benchmarks/lsp.sh
echo
echo "### Sending on loopback (a local APNs over HTTP/2 and TLS, in the benchmark's process)"
echo
bash Tests/Benchmarks/send.sh | tail -n +2
