# The site in a container: `npm run build`'s standalone server, in the layout Next documents
# (server.js, .next/static and public/ beside it), behind scripts/front.mjs. Build-time settings
# (inlined into the pages and the proxy) come as build arguments; without NEXT_PUBLIC_SITE_URL the
# build stops at once, since nothing in a container says where the site is:
#
#   docker build -t cedarline-site \
#     --build-arg NEXT_PUBLIC_SITE_URL=https://www.example.com \
#     --build-arg NEXT_PUBLIC_SUPABASE_URL=https://<ref>.supabase.co \
#     --build-arg NEXT_PUBLIC_SUPABASE_ANON_KEY=<anon key> .
#   docker run -p 3000:3000 cedarline-site

FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_SUPABASE_URL
ARG NEXT_PUBLIC_SUPABASE_ANON_KEY
RUN npm run build

FROM node:22-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOSTNAME=0.0.0.0 PORT=3000
# .next/standalone holds the server, its static files and public/ (scripts/build.mjs puts them there).
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/scripts/front.mjs ./scripts/front.mjs
COPY --from=build --chown=node:node /app/scripts/local/ports.mjs ./scripts/local/ports.mjs
COPY --from=build --chown=node:node /app/lib/security/headers.mjs ./lib/security/headers.mjs
COPY --from=build --chown=node:node /app/lib/security/requests.mjs ./lib/security/requests.mjs
USER node
EXPOSE 3000
CMD ["node", "scripts/front.mjs", "--server", "server.js"]
