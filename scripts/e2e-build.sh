#!/usr/bin/env bash
# The journeys' one build (playwright.config.ts runs it before the demo's server): the live build
# of the app and the server's, once per run. The live journey's server waits for it: two builds
# into the same folders at once would break each other. E2E_RUN names the run.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${E2E_RUN:?E2E_RUN must name the run}"
marker=node_modules/.cache/e2e-built
mkdir -p node_modules/.cache
rm -f "$marker"
npm run build:live --silent
npm run build:server --silent
printf '%s' "$E2E_RUN" > "$marker"
