#!/usr/bin/env bash
# Installs what the project needs and starts the whole app locally with demo data.
# Without DATABASE_URL it runs on an embedded PostgreSQL server, its data kept under .procura/postgres.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/yarn-env.sh
corepack enable >/dev/null 2>&1 || true

# Runs `command` unless `files` are unchanged since the last time it succeeded (a warm restart skips both).
when_changed() {
  local stamp=$1 files=$2 command=$3 sum
  sum=$(eval "cat $files" | sha1sum)
  if [ "$(cat "$stamp" 2>/dev/null)" != "$sum" ]; then
    eval "$command"
    echo "$sum" > "$stamp"
  fi
}
when_changed node_modules/.procura-install '.yarnrc.yml yarn.lock package.json ./*/package.json packages/*/package.json' \
  'yarn install --immutable'
# the install builds packages/shared, but not again when only its source changed
when_changed packages/shared/dist/.source '$(find packages/shared/src packages/shared/tsconfig*.json -type f | sort)' \
  'yarn workspace @procura/shared build'

exec node scripts/with-db.mjs -- node scripts/dev.mjs
