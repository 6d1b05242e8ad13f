#!/usr/bin/env bash
# The project's entry point: `npm start`, `npm run dev`, `npm test` all come through here.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
# shellcheck source=scripts/bootstrap.sh
. "$ROOT/scripts/bootstrap.sh"

install_deps() {
  if [ "${CI:-}" = "true" ]; then
    pnpm install --frozen-lockfile --reporter=append-only
  else
    pnpm install --frozen-lockfile --reporter=silent
  fi
}

cmd=${1:-start}
shift || true
case "$cmd" in
  start)
    install_deps
    pnpm turbo run build --filter=@offerteflow/api --filter=@offerteflow/web --output-logs=errors-only
    # Chromium renders the PDFs, tesseract (with Dutch data) reads photos and scans: installed here
    # when possible, else one line each says what to run.
    node scripts/ensure-chromium.mjs || true
    node scripts/ensure-tesseract.mjs || true
    export NODE_ENV=${NODE_ENV:-production}
    exec node apps/api/dist/main.js "$@"
    ;;
  dev)
    install_deps
    pnpm turbo run build --filter=@offerteflow/contracts --filter=@offerteflow/domain --output-logs=errors-only
    exec node scripts/dev.mjs "$@"
    ;;
  test)
    install_deps
    exec node scripts/test-all.mjs "$@"
    ;;
  pnpm)
    exec pnpm "$@"
    ;;
  *)
    echo "usage: npm start | npm run dev | npm test" >&2
    exit 2
    ;;
esac
