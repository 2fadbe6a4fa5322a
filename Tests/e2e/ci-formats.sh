#!/usr/bin/env bash
# validate's CI formats read by their own consumers: --format sarif checked against the SARIF
# 2.1.0 schema of the OASIS standard (python3-jsonschema), --format junit read by junitparser,
# --format github matched line by line against GitHub's workflow-command syntax; and every code
# `rules` lists has an `explain` page and a SARIF rule. Prints "N passed, N failed".
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
DATA=$(cd "$(dirname "$0")/data" && pwd)
source "$(dirname "$0")/lib/composer-tmux.sh"
export HOME="$WORK/home"
# The Debian packages Scripts/setup.sh installs are the system Python's, whichever python3 is first on PATH.
PY=/usr/bin/python3; [ -x "$PY" ] || PY=python3

# A valid push, one with an error and a warning, a request with a warning, an unreadable file,
# and a name that needs escaping in every format.
mkdir -p "$WORK/p"
printf '{"alert": {"title": "Sale", "body": "Ends soon"}}\n' > "$WORK/p/good.json"
printf '{\n  "alert": {"title": "Sale", "body": "b"},\n  "extra": {"aps": 1},\n  "sound": ""\n}\n' > "$WORK/p/bad.json"
printf '{"external_user_ids": ["u1"], "messages": {"apple_push": {"alert": "Hi", "badge": -1}}}\n' > "$WORK/p/odd name #1.json"
files=("$WORK/p/good.json" "$WORK/p/bad.json" "$WORK/p/odd name #1.json" "$WORK/p/missing.json")

"$BIN" validate --format sarif "${files[@]}" > "$WORK/out.sarif"; status=$?
check "sarif: status 2 with an unreadable file among them" test $status = 2
check "sarif: the log passes the SARIF 2.1.0 schema" "$PY" - "$DATA/sarif-schema-2.1.0.json" "$WORK/out.sarif" <<'PY'
import json, sys, jsonschema
schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
jsonschema.Draft4Validator.check_schema(schema)
errors = list(jsonschema.Draft4Validator(schema).iter_errors(log))
for e in errors[:5]: print(list(e.absolute_path), e.message, file=sys.stderr)
sys.exit(1 if errors else 0)
PY
check "sarif: each result names a rule in tool.driver.rules, at its index, with a region" "$PY" - "$WORK/out.sarif" <<'PY'
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
rules = run["tool"]["driver"]["rules"]
assert len(rules) > 100 and all(r["help"]["text"] and r["shortDescription"]["text"] for r in rules)
results = run["results"]
assert {r["ruleId"] for r in results} >= {"extra.reserved-key", "sound.empty", "badge.negative"}, results
for r in results:
    assert rules[r["ruleIndex"]]["id"] == r["ruleId"]
    assert r["locations"][0]["physicalLocation"]["region"]["startLine"] >= 1
assert any(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith("odd%20name%20%231.json") for r in results)
notes = run["invocations"][0]["toolExecutionNotifications"]
assert len(notes) == 1 and notes[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith("missing.json")
PY

"$BIN" validate --format junit "${files[@]}" > "$WORK/out.xml"
check "junit: junitparser reads a case per file, a failure per error, an error for the unreadable one" "$PY" - "$WORK/out.xml" <<'PY'
import sys
from junitparser import JUnitXml, Failure, Error
xml = JUnitXml.fromfile(sys.argv[1])
cases = [case for suite in xml for case in suite]
assert len(cases) == 4, len(cases)
by = {case.name.rsplit("/", 1)[-1]: case for case in cases}
assert by["good.json"].is_passed
bad = [r for r in by["bad.json"].result if isinstance(r, Failure)]
assert [f.type for f in bad] == ["extra.reserved-key"], [f.type for f in bad]
assert any(isinstance(r, Error) for r in by["missing.json"].result)
assert [f.type for f in by["odd name #1.json"].result] == ["badge.negative"]
PY

"$BIN" validate --format github "${files[@]}" > "$WORK/out.github"
# ::error|warning|notice [file=F][,line=N][,col=N][,title=T]::MESSAGE, with the property values
# escaped as GitHub requires (%, CR, LF, : and , as %25 %0D %0A %3A %2C); the summary closes the log.
check "github: every line but the summary is a workflow command with escaped properties" bash -c "
  [ \$(wc -l < '$WORK/out.github') = 5 ] && tail -n 1 '$WORK/out.github' | grep -q '^checked 4 files' &&
  ! head -n -1 '$WORK/out.github' | grep -vE '^::(error|warning|notice) file=([^,:%]|%25|%0D|%0A|%3A|%2C)+(,line=[0-9]+,col=[0-9]+)?,title=[a-z0-9.-]+::.+\$'"

# Every code has its page and its rule: explain prints the summary rules lists.
"$BIN" rules > "$WORK/rules.txt"
count=$(wc -l < "$WORK/rules.txt")
missing=""
while read -r code level summary; do
  "$BIN" explain "$code" | grep -qF -- "$summary" || missing="$missing $code"
done < "$WORK/rules.txt"
check "explain: every one of the $count codes rules lists has its page" test -z "$missing" -a "$count" -gt 100
check "explain: an unknown code is one line and status 2, suggesting the nearest" bash -c \
  "'$BIN' explain badge.negativ 2>'$WORK/e'; [ \$? = 2 ] && [ \$(wc -l < '$WORK/e') = 1 ] && grep -q 'did you mean \"badge.negative\"' '$WORK/e'"
check "validate --ignore: a code that does not exist is refused before any file is read" bash -c \
  "'$BIN' validate --ignore media.not-foun '$WORK/p/good.json' 2>'$WORK/e'; [ \$? = 2 ] && grep -q 'no code or family' '$WORK/e'"
finish
