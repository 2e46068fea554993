#!/usr/bin/env bash
# Installs what the project needs and starts the whole app locally with demo data.
# Without DATABASE_URL it runs on an embedded PostgreSQL (PGlite) kept under .procura/.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/yarn-env.sh
corepack enable >/dev/null 2>&1 || true
yarn install --immutable
exec node scripts/with-db.mjs -- node scripts/dev.mjs
