#!/bin/sh
# Runs `node "$@"` on the pinned Node (.nvmrc) for the npm scripts, in this process: `exec` leaves no
# waiting parent. The Node that runs npm when it is that major or newer; else the copy infra/bootstrap.mjs
# fetched into .data/runtime, its folder first on PATH and named by NODE and npm_node_execpath, as
# bootstrap.mjs hands over to it. Without that copy (or with LORA_SYSTEM_NODE=1), the machine's Node
# runs bootstrap.mjs, which fetches it (or refuses) and re-runs the command under it.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
pinned=$(tr -d 'v \n\r' < "$root/.nvmrc")
want=${pinned%%.*}

# npm names the Node it runs on in npm_config_user_agent ("npm/11.19.0 node/v20.20.2 linux x64 …").
have=$(printf '%s\n' "${npm_config_user_agent:-}" | sed -n 's/.* node\/v\([0-9][0-9]*\)\..*/\1/p')
if [ -z "$have" ]; then
  have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
fi

runtime="$root/.data/runtime/node-$pinned/node_modules/.bin/node"
if [ "$have" -lt "$want" ] && [ "${LORA_SYSTEM_NODE:-}" != 1 ] && [ -x "$runtime" ]; then
  bin=$(dirname "$runtime")
  PATH="$bin:$PATH" NODE="$runtime" npm_node_execpath="$runtime"
  export PATH NODE npm_node_execpath
  exec "$runtime" "$@"
fi
exec node "$@"
