#!/usr/bin/env bash
# Runs a command on the maintained LTS Node (24) beside the Node 20 these machines ship (decision 069). The
# npm registry carries Node builds as packages (node-<platform>-<arch>); the first run installs one into
# .cache/node-lts, later runs reuse it. Example: bash scripts/with-lts-node.sh npm run test:unit
set -euo pipefail
cd "$(dirname "$0")/.."
major="${LTS_NODE_MAJOR:-24}"
package="node-$(node -p 'process.platform')-$(node -p 'process.arch')"
dir=".cache/node-lts-$major"
bin="$PWD/$dir/node_modules/$package/bin"
if [ ! -x "$bin/node" ]; then
  echo "Installing Node $major ($package) into $dir..."
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund "$package@$major" >/dev/null
fi
export PATH="$bin:$PATH"
echo "Running on Node $(node --version): $*"
exec "$@"
