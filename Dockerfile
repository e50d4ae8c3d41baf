# Every deployable of Redress from one build (docker-compose picks each by its target):
#   api            the API, which also serves the host's pages and files (and is the worker's image)
#   student, admin each front-end remote on a static origin of its own (nginx)
#   proxy          the public origin: nginx in front of the API processes
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build --projects=api,host,student,admin --output-style=static \
  && node tools/scripts/check-federation.mjs \
  && npm prune --omit=dev --no-audit --no-fund

# nginx from Debian's packages; each configuration is rendered from its template at start
# (envsubst with the names listed in NGINX_TEMPLATE_VARIABLES), as tools/deploy/nginx.mjs does
# in the tests.
FROM debian:bookworm-slim AS nginx
RUN apt-get update && apt-get install -y --no-install-recommends nginx gettext-base \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stderr /var/log/nginx/error.log
EXPOSE 80
CMD ["sh", "-c", "envsubst \"$NGINX_TEMPLATE_VARIABLES\" < /etc/redress/site.conf.template > /etc/nginx/conf.d/redress.conf && exec nginx -g 'daemon off;'"]

FROM nginx AS remote
ENV REMOTE_LISTEN=80 REMOTE_ROOT=/srv/remote \
    NGINX_TEMPLATE_VARIABLES='${REMOTE_LISTEN} ${REMOTE_ROOT} ${HOST_ORIGIN}'
COPY deploy/nginx/remote.conf.template /etc/redress/site.conf.template

FROM remote AS student
COPY --from=build /app/dist/frontends/student /srv/remote

FROM remote AS admin
COPY --from=build /app/dist/frontends/admin /srv/remote

FROM nginx AS proxy
ENV PUBLIC_LISTEN=80 BODY_LIMIT=12m ACCESS_LOG=/dev/stdout \
    NGINX_TEMPLATE_VARIABLES='${PUBLIC_LISTEN} ${API_SERVERS} ${BODY_LIMIT} ${ACCESS_LOG}'
COPY deploy/nginx/public.conf.template /etc/redress/site.conf.template

# The API and the worker (the default target).
FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production
# A bounded heap keeps the API and the worker at their working size under load (see
# tools/scripts/start.mjs and docs/OPERATIONS.md); raise it for very large policies.
ENV NODE_OPTIONS=--max-old-space-size=320
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
# The host only: each remote is its own image and origin (REMOTE_STUDENT_URL, REMOTE_ADMIN_URL).
COPY --from=build /app/dist/services ./dist/services
COPY --from=build /app/dist/frontends/host ./dist/frontends/host
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "dist/services/api/services/api/src/main.js"]
