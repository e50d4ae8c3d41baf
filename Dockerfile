# One image for the API and the worker (docker-compose picks the command).
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build --projects=api,host,student,admin --output-style=static \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# A bounded heap keeps the API and the worker at their working size under load (see
# tools/scripts/start.mjs and docs/OPERATIONS.md); raise it for very large policies.
ENV NODE_OPTIONS=--max-old-space-size=320
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "dist/services/api/services/api/src/main.js"]
