import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { envSchema, parseEnv } from '../../../src/config/env';

const README = readFileSync(join(__dirname, '..', '..', '..', 'README.md'), 'utf8');

test('every environment variable the config module reads is in the README table', () => {
  const missing = Object.keys(envSchema.shape).filter((name) => !README.includes(`\`${name}\``));
  assert.deepEqual(missing, []);
});

test('a bad environment is reported with every problem at once', () => {
  assert.throws(
    () => parseEnv({ API_PORT: 'eighty', DATABASE_URL: 'not a url', NODE_ENV: 'production' }),
    (error: Error) => /API_PORT/.test(error.message) && /DATABASE_URL/.test(error.message),
  );
  assert.throws(() => parseEnv({ NODE_ENV: 'production' }), /JWT_SECRET: required in production/);
  assert.throws(
    () => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), CHAOS_KILL_AT: 'after-charge' }),
    /refused in production/,
  );
  assert.equal(parseEnv({}).DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/doongzi');
});
