# The product as one image: the bundled API server, the built SPA and the production packages the
# server imports at run time, on the official Node LTS image (docs/decisions/089).
#
#   docker build -t backoffice .
#   docker run -p 3000:3000 -v backoffice-data:/data -e APP_SECRET=… backoffice
#
# Every setting comes from the environment (README, 'Configuration'); the data folder is /data.
ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Build: every dependency (dev ones too), then `npm run build` (apps/web/dist, apps/api/dist).
FROM ${NODE_IMAGE} AS build
WORKDIR /src
# The manifests first, so that the install is cached while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Run-time packages: the API workspace's dependencies only (no web, no dev tools), without
# type declarations and source maps, which nothing loads.
FROM ${NODE_IMAGE} AS packages
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace=@app/api --no-audit --no-fund \
  && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \) -delete

# 3. What runs: node, the packages, apps/api/dist (server, worker threads, migrations, the common
# passwords list) and apps/web/dist, where server.ts looks for the SPA (../../web/dist from
# apps/api/dist). The files belong to root and are read-only to the server's account.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=packages /app/node_modules node_modules
# The manifests say "type": "module": Node reads dist/*.js as ES modules by them.
COPY package.json ./
COPY apps/api/package.json apps/api/
COPY --from=build /src/apps/api/dist apps/api/dist
COPY --from=build /src/apps/web/dist apps/web/dist
# The data folder (embedded database, uploads, outbox, backups, generated secret) belongs to the
# server's account: uid 1000, the image's `node` user, given by number so that a platform can
# tell it is not root (Kubernetes' runAsNonRoot).
RUN mkdir -p /data && chown 1000:1000 /data && chmod 0700 /data
USER 1000:1000
VOLUME ["/data"]
EXPOSE 3000
# /api/ready: 503 while the database is unreachable, the disk is short or the server drains.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
