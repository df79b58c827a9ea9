# The production image (README, "Deploying"): one stateless instance of the PWA and its API. Run as many
# as needed behind a TLS proxy on one PostgreSQL (DATABASE_URL); PGlite in /data serves one instance only.
#
#   docker build -t kinga .
#   docker run -p 8080:8080 -v kinga-data:/data --env-file production.env kinga

# Node 20 as `engines` asks (>= 20.19); Debian slim, whose glibc esbuild's prebuilt binary (tsx) expects.
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Every dependency, dev ones included: the client build needs vite and its plugins.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The client build (dist/client: the PWA, its service worker and precompressed assets).
FROM deps AS build
COPY . .
RUN npm run build

# 3. What runs: production dependencies only (tsx is one of them: the server runs from its TypeScript
# sources, as `npm start` does), the server's and the shared domain's sources, and the built client.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    CLIENT_BUILD=skip \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# tsconfig.json: tsx reads its compiler options. src/server holds the migrations and the PDF fonts too.
COPY tsconfig.json ./
COPY src/domain ./src/domain
COPY src/server ./src/server
COPY --from=build /app/dist/client ./dist/client
# The embedded defaults (PGlite, e-mails as files, documents without S3_BUCKET) write under DATA_DIR only;
# the app's own files stay root's and read-only to the process.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
# /api/health queries the database, so an instance that lost it is reported unhealthy. No curl in slim.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 8080}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 (tsx as a loader, not the tsx CLI or npm, which would stand between it and the
# orchestrator's SIGTERM): main.ts closes the server, the timers and the database on SIGTERM.
CMD ["node", "--import", "tsx", "src/server/main.ts"]
