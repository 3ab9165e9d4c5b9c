#!/usr/bin/env bash
# The README's start, as a newcomer runs it: a clean clone, the newest pnpm (not the version
# package.json pins), `pnpm install && pnpm start`, then the app must answer on a fresh
# embedded database. Exits non-zero when any step fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
chmod 755 "$work" # the embedded database runs as another user when started as root
app_pid=
cleanup() {
  if [ -n "$app_pid" ]; then kill -TERM -- "-$app_pid" 2>/dev/null || true; sleep 3; fi
  rm -rf "$work"
}
trap cleanup EXIT

npm install -g --prefix "$work/pnpm" "pnpm@${NEWCOMER_PNPM:-latest}" >/dev/null 2>&1
export PATH="$work/pnpm/bin:$PATH"
git clone -q "$root" "$work/app"
cd "$work/app"
echo "pnpm $(pnpm -v) (pinned: $(node -p "require('./package.json').packageManager"))"

pnpm install
port=${NEWCOMER_PORT:-3190}
set -m
PORT=$port DATABASE_URL= pnpm start >"$work/start.log" 2>&1 &
app_pid=$!
set +m
for _ in $(seq 1 300); do
  if curl -fsS "http://localhost:$port/api/health" >/dev/null 2>&1; then
    grep -q "Coverline is running: open" "$work/start.log" || { echo "no start banner"; exit 1; }
    grep -q "Admin sign-in: admin@coverline.local with the password" "$work/start.log" ||
      { echo "no admin sign-in in the start banner"; exit 1; }
    echo "the README's start works with pnpm $(pnpm -v)"
    exit 0
  fi
  if ! kill -0 "$app_pid" 2>/dev/null; then break; fi
  sleep 1
done
echo "the app did not start:"
tail -n 40 "$work/start.log"
exit 1
