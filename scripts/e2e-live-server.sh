#!/usr/bin/env bash
# The live journey's server (playwright.config.ts starts it): the live build behind our server,
# with a fresh data directory holding one person of each role, added the way a shop adds them
# (npm run staff, the PIN on standard input as a script gives it).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATA_DIR:?DATA_DIR must name the e2e data directory}"
# Built by scripts/e2e-build.sh for this run (E2E_RUN), which the demo's server starts with.
: "${E2E_RUN:?E2E_RUN must name the run}"
for _ in $(seq 1 600); do
  [ "$(cat node_modules/.cache/e2e-built 2>/dev/null)" = "$E2E_RUN" ] && break
  sleep 0.2
done
[ "$(cat node_modules/.cache/e2e-built 2>/dev/null)" = "$E2E_RUN" ] || { echo "the e2e build did not finish" >&2; exit 1; }
rm -rf "$DATA_DIR"
add() { printf '%s\n%s\n' "$3" "$3" | node dist-server/staff.js add "$1" --role "$2"; }
add "Olivia Owner" owner 2468
add "Chris Counter" counter 1357
add "Mina Marketing" marketing 8642
exec node dist-server/node.js
