// Runs TypeScript directly through swc, which (unlike esbuild/tsx) emits the decorator metadata
// that type-graphql and TypeORM read. Loaded with `node -r ./scripts/register.js`.
require('reflect-metadata');
require('@swc-node/register');
