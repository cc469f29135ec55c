# One image for every part (API, workers, reaper, simulator); the command picks the part.
FROM node:20-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends tesseract-ocr-kor fonts-nanum \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN bash scripts/setup-ocr-data.sh && npm run build
ENV NODE_ENV=production
CMD ["node", "dist/src/main/api.js"]
