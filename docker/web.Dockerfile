# syntax=docker/dockerfile:1
#
# Coverline web image: the built SPA served by nginx, which also proxies /api to the API service.
# Build from the repository root:  docker build -f docker/web.Dockerfile -t coverline-web .

FROM node:20-bookworm-slim AS build
ENV CI=true
RUN npm install -g pnpm@10.34.9 && npm cache clean --force
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY api/package.json api/
COPY contracts/package.json contracts/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
COPY examples/partner-client/package.json examples/partner-client/
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store --filter @coverline/frontend...
COPY contracts/ contracts/
COPY frontend/ frontend/
# The web app reads its cookie domain at build time.
ARG VITE_COOKIE_DOMAIN=
RUN pnpm --filter @coverline/contracts build \
 && VITE_COOKIE_DOMAIN="$VITE_COOKIE_DOMAIN" pnpm --filter @coverline/frontend build

# Runs as an unprivileged user and listens on 8080.
FROM nginxinc/nginx-unprivileged:1.28-alpine AS runtime
# Where the API answers, and the DNS server that resolves it (Docker's embedded resolver here).
ENV API_UPSTREAM=api:3000 \
    DNS_RESOLVER=127.0.0.11 \
    NGINX_ENVSUBST_FILTER="^(API_UPSTREAM|DNS_RESOLVER)\$"
COPY docker/nginx.conf /etc/nginx/templates/default.conf.template
COPY docker/nginx-security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
