#!/usr/bin/env bash
# `push-composer schema KIND` against the checker, over every push file the tests hold (the
# fixtures, the golden inputs, the fuzz corpus, JSONTestSuite's valid documents) and every
# example of every rule page: each file is checked by `validate` and by its kind's schema
# (draft 2020-12, python3-jsonschema), and they must agree. A file the checker passes, the schema
# accepts; a file the schema rejects, the checker rejects for a structural reason (a code below);
# a file with such a code, the schema rejects. Prints "N passed, N failed".
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
source "$(dirname "$0")/lib/composer-tmux.sh"
export HOME="$WORK/home"
PY=/usr/bin/python3; [ -x "$PY" ] || PY=python3

mkdir -p "$WORK/files" "$WORK/schemas"
for dir in Tests/PushCLITests/Fixtures Tests/PushCoreTests/Fixtures/endpoints Tests/PushCoreTests/Fixtures/golden/inputs \
           Tests/Fuzz/corpus/push-pipeline Tests/Fuzz/regressions/push-pipeline; do
  for f in "$ROOT/$dir"/*; do
    case "$f" in *.json|*.apns) cp "$f" "$WORK/files/$(echo "$dir" | tr / _)_$(basename "$f")" ;; esac
  done
done
cp "$ROOT"/Tests/PushCoreTests/Fixtures/JSONTestSuite/test_parsing/y_*.json "$WORK/files/" 2>/dev/null
# Every page's examples, failing and passing (a file cut for its size is left out).
"$BIN" rules --format json > "$WORK/pages.json"
"$PY" - "$WORK/pages.json" "$WORK/files" <<'PY'
import json, sys
for page in json.load(open(sys.argv[1])):
    for side in ("failing", "passing"):
        document = page[side]["document"]
        if "bytes in all)" not in document:
            open(f"{sys.argv[2]}/page_{page['code']}_{side}.json", "w").write(document)
PY
for kind in $("$BIN" schema); do "$BIN" schema "$kind" > "$WORK/schemas/$(echo "$kind" | tr / _).json"; done
count=$(ls "$WORK/files" | wc -l)
(cd "$WORK/files" && "$BIN" validate --format json --now 2026-06-01T12:00:00Z --no-users -- * > "$WORK/reports.json" 2>/dev/null)

check "the schemas are valid draft 2020-12 schemas ($(ls "$WORK/schemas" | wc -l) kinds)" "$PY" - "$WORK/schemas" <<'PY'
import json, os, sys, jsonschema
for name in os.listdir(sys.argv[1]):
    jsonschema.Draft202012Validator.check_schema(json.load(open(os.path.join(sys.argv[1], name))))
PY

check "schema and checker agree on every one of $count files" "$PY" - "$WORK" <<'PY'
import json, os, sys, jsonschema
work = sys.argv[1]
# The codes a schema's rejection stands for: what it checks, the checker checks under these.
STRUCTURAL = {"type.invalid", "key.unknown", "document.type", "request.required", "request.misplaced-key",
              "request.apple-push.type", "request.apple-push.missing", "interruption-level.invalid",
              "asset.file-type.invalid", "buttons.action.invalid", "badge.negative", "priority.range",
              "priority.apns-invalid", "relevance-score.range", "request.subscription-state.invalid",
              "request.external-user-ids.type"}
# Codes a schema's rejection may also stand for, which cover more than a schema can say (a count
# over two keys, a Live Activity key's value and its place), so a schema need not reject each.
ALSO = {"request.external-user-ids.count", "liveactivity.input-push-token", "liveactivity.input-push-channel", "liveactivity.event",
        "liveactivity.timestamp", "liveactivity.date", "liveactivity.relevance-score"}
# What a schema does not hold for that kind although the checker does (it needs more than one
# key's value): a device payload's relevance-score range depends on whether it is a Live Activity.
NOT_IN_SCHEMA = {"apns": {"relevance-score.range"}}
schemas = {}
bad = 0
checked = 0
for report in json.load(open(os.path.join(work, "reports.json"))):
    kind = report["kind"]
    codes = {d["code"] for d in report["diagnostics"]}
    if kind is None or any(code.startswith("json.") for code in codes):
        continue  # not JSON the reader takes: no schema speaks of it
    if kind not in schemas:
        schemas[kind] = jsonschema.Draft202012Validator(json.load(open(os.path.join(work, "schemas", kind.replace("/", "_") + ".json"))))
    document = json.load(open(os.path.join(work, "files", report["file"]), encoding="utf-8-sig"))
    schema_errors = list(schemas[kind].iter_errors(document))
    structural = (codes & STRUCTURAL) - NOT_IN_SCHEMA.get(kind, set())
    checked += 1
    if schema_errors and not (codes & (STRUCTURAL | ALSO)):
        bad += 1
        print(f"{report['file']} ({kind}): the schema rejects ({schema_errors[0].message} at {list(schema_errors[0].absolute_path)}), the checker reports {sorted(codes)}", file=sys.stderr)
    elif structural and not schema_errors:
        bad += 1
        print(f"{report['file']} ({kind}): the checker reports {sorted(structural)}, the schema accepts", file=sys.stderr)
print(f"{checked} files of {len(schemas)} kinds", file=sys.stderr)
sys.exit(1 if bad or checked < 100 else 0)
PY
finish
