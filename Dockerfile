# syntax=docker/dockerfile:1
# One image per workspace of the monorepo. SERVICE is the workspace folder to build and run:
#   docker build --build-arg SERVICE=services/auth -t ai-readiness/auth .
#   docker build --build-arg SERVICE=gateway -t ai-readiness/gateway .   (also builds the SPA it serves)
# The image runs `node dist/main.js` in /app/$SERVICE; a worker runs `dist/worker.js` (the container's args),
# migrations run with `node /app/scripts/migrate.mjs <service>` (see docker-compose.yml and deploy/).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG SERVICE
RUN test -n "$SERVICE" && test "$SERVICE" = "${SERVICE#/}" \
  || { echo "pass --build-arg SERVICE=<workspace folder>, e.g. services/auth or gateway" >&2; exit 1; }
ENV TURBO_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1 PRISMA_HIDE_UPDATE_MESSAGE=1
WORKDIR /app
COPY . .
RUN test -f "$SERVICE/package.json" || { echo "no workspace at $SERVICE" >&2; exit 1; }
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
RUN npm run generate
# The workspace and the libs it depends on; the gateway also needs the SPA it serves (STATIC_DIR).
RUN npx turbo run build --filter="./${SERVICE}..." $(if [ "$SERVICE" = gateway ]; then echo "--filter=./frontend..."; fi)
RUN npm prune --omit=dev --no-audit --no-fund
# Stage only what runs: production node_modules (root and nested), the migration runner, the workspace.
RUN mkdir -p "/out/$SERVICE" \
  && cp -a package.json node_modules scripts libs /out/ \
  && cp -a "$SERVICE/." "/out/$SERVICE/" \
  && if [ "$SERVICE" = gateway ]; then mkdir -p /out/frontend && cp -a frontend/dist /out/frontend/dist; fi

FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ENV NODE_ENV=production
# Files stay owned by root: the process (user node) can read them but not change them.
COPY --from=build /out /app
COPY --chmod=0755 deploy/docker/entrypoint.sh /usr/local/bin/ai-readiness-start
WORKDIR /app/${SERVICE}
USER node
ENTRYPOINT ["/usr/local/bin/ai-readiness-start"]
CMD ["dist/main.js"]
