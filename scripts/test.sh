#!/usr/bin/env bash
# Installs what the project needs and runs every test suite: api, web, Storybook, end-to-end.
# Ends with one line: "N passed, N failed, N skipped".
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/yarn-env.sh
corepack enable >/dev/null 2>&1 || true
yarn install --immutable
# a Firebase Auth emulator of its own (port 9199), so a running `yarn start` is left alone
rm -f test-results/summary.txt
status=0
node scripts/with-db.mjs --test -- \
  "CI=1 yarn firebase emulators:exec --config firebase.test.json --only auth --project demo-procura 'node scripts/test-all.mjs'" \
  || status=$?
echo
cat test-results/summary.txt 2>/dev/null || echo "0 passed, 1 failed"
exit "$status"
