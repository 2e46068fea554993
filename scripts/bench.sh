#!/usr/bin/env bash
# Benchmarks that report numbers: `yarn bench <name>` runs scripts/bench-<name>.ts on the database.
set -euo pipefail
cd "$(dirname "$0")/.."
exec node scripts/with-db.mjs -- yarn rw exec "bench-${1:?which benchmark? e.g. team}" "${@:2}"
