#!/usr/bin/env bash
# The live journey's server (playwright.config.ts starts it): the live build behind our server,
# with a fresh data directory holding one person of each role, added the way a shop adds them
# (npm run staff, the PIN on standard input as a script gives it).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATA_DIR:?DATA_DIR must name the e2e data directory}"
npm run build:live --silent
npm run build:server --silent
rm -rf "$DATA_DIR"
add() { printf '%s\n%s\n' "$3" "$3" | node dist-server/staff.js add "$1" --role "$2"; }
add "Olivia Owner" owner 2468
add "Chris Counter" counter 1357
add "Mina Marketing" marketing 8642
exec node dist-server/node.js
