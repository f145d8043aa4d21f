#!/bin/sh
# Runs a built entry point of this workspace with node: `dist/main.js` (HTTP process), `dist/worker.js` (worker).
# When the workspace builds `dist/instrument.js`, it is preloaded so that OpenTelemetry patches http, express,
# pg and ioredis before the app loads them.
set -e
if [ -f dist/instrument.js ]; then
  exec node --enable-source-maps --import ./dist/instrument.js "$@"
fi
exec node --enable-source-maps "$@"
