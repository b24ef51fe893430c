# Production image: the built client and the server (run with tsx). Used by docker-compose.yml.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "--max-semi-space-size=32", "--import", "tsx", "src/infra/main.ts"]
