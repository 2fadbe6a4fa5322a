#!/usr/bin/env bash
# validate --users with 10,000 test users on one template with ten Liquid tags, release build:
# the wall-clock time of the whole command, best of three. Target: under a second. Figures only.
set -euo pipefail
cd "$(dirname "$0")/../.."
# The build users install: release, with the Swift runtime linked in (Scripts/release.sh).
BIN=$(bash Scripts/build-release.sh)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
users = {f"user-{i}": {"first_name": f"Name{i}" if i % 7 else None, "language": ["pt", "fr", "en"][i % 3],
                       "custom_attribute": {"tier": ["gold", "silver"][i % 2], "points": i, "Brands Viewed": ["Acme", "Bolt"]}}
         for i in range(10000)}
for u in users.values():
    if u["first_name"] is None: del u["first_name"]
json.dump(users, open(f"{work}/users.json", "w"))
json.dump({"alert": {"title": "{{${first_name} | default: 'Hi there'}}, {{custom_attribute.${tier} | upcase}} week",
  "body": "{% if ${language} == 'pt' %}Olá{% elsif ${language} == 'fr' %}Bonjour{% else %}Hello{% endif %} {{${first_name}}}: {{custom_attribute.${points} | plus: 100}} points, {% for b in custom_attribute.${Brands Viewed} %}{{b}} {% endfor %}"}},
  open(f"{work}/push.json", "w"))
PY
best=""
for _ in 1 2 3; do
  start=$(date +%s%N)
  "$BIN" validate "$work/push.json" --users "$work/users.json" >"$work/out" || true
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
done
echo "| validate --users, 10,000 users, ten Liquid tags | $(grep -c ' gets it' "$work/out") get it, $(grep -c 'not sent: ' "$work/out") not sent | ${best} ms (best of 3) | < 1000 ms |"
