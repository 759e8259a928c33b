# syntax=docker/dockerfile:1
# Specforge: the web process (default) or, with another command, the kit worker. See docs/deploy.md.

# Build: every dependency (Vite and esbuild are dev dependencies), the client built into dist/client
# and the CLI packed into dist/cli (the server hands it out, ADR 0052), then the dev dependencies
# pruned, so the runtime copies only what the server runs on (tsx included: the server is
# TypeScript, run through tsx).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
# pg_dump, pg_restore and psql for `npm run backup` / `npm run restore` (PostgreSQL 15's, as in compose.yaml).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json tsconfig.json ./
COPY src/server ./src/server
COPY src/shared ./src/shared
COPY scripts ./scripts
# The embedded database (demos) or, without AUTH_SECRET, the generated secret lives here.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
# The image's own unprivileged user (uid 1000).
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm: SIGTERM reaches the server, which drains requests and kit steps.
CMD ["node", "--import", "tsx", "src/server/main.ts"]
