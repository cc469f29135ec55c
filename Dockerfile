# One image for every part (API, workers, reaper, simulator); the command picks the part.
# Two stages: the build stage has every dependency (the compiler, the test and bench tools, s3rver)
# and makes dist/ and the OCR trained data; the runtime stage has the production dependencies only
# (`npm ci --omit=dev`), so development packages and their advisories never ship.

FROM node:26-bookworm-slim AS build
# tesseract-ocr-kor is where scripts/setup-ocr-data.sh takes the Korean model from.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tesseract-ocr-kor fonts-nanum \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN bash scripts/setup-ocr-data.sh && npm run build

FROM node:26-bookworm-slim
# The simulator sets its certificates in NanumGothic at run time; the OCR model comes from the
# build stage as a file, so tesseract-ocr-kor itself is not needed here.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-nanum \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
# No install script is needed at run time (the four in the tree: @swc/core's binary check,
# @apollo/protobufjs's and protobufjs's version notices, tesseract.js's funding message), so none runs.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
# Compiled code, the OCR trained data (OCR_LANG_PATH=.data/tessdata) and the clause corpus the
# clause worker seeds from (data/corpus). Migrations are compiled in: `node dist/src/main/migrate.js`.
COPY --from=build /app/dist ./dist
COPY --from=build /app/.data/tessdata ./.data/tessdata
COPY data ./data
USER node
CMD ["node", "dist/src/main/api.js"]
