// Runs TypeScript directly through swc, which (unlike esbuild/tsx) emits the decorator metadata
// that type-graphql and TypeORM read. Loaded with `node -r ./scripts/register.js`.
// Worker threads (tesseract.js runs one) inherit `-r`: they run plain JavaScript and would only
// pay for a second compiler (~50 MB).
if (require('node:worker_threads').isMainThread) {
  require('reflect-metadata');
  require('@swc-node/register');
}
