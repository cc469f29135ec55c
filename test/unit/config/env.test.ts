import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEVELOPMENT_JWT_SECRET, isExplicitDevelopment, jwtSecretOf, parseEnv } from '../../../src/config/env';

const REAL_SECRET = 'k9Qz7tR2vX8mW4pL6nB3cY5hJ1dF0sAe';

describe('the environment: JWT secret, NODE_ENV and token claims', () => {
  test('an unset NODE_ENV is not development', () => {
    const env = parseEnv({});
    assert.equal(env.NODE_ENV, undefined);
    assert.equal(isExplicitDevelopment(env), false);
    assert.equal(isExplicitDevelopment(parseEnv({ NODE_ENV: 'development' })), true);
    assert.equal(isExplicitDevelopment(parseEnv({ NODE_ENV: 'test', JWT_SECRET: REAL_SECRET })), false);
  });

  test('no JWT_SECRET, NODE_ENV unset and a public API_HOST: refused, saying what to do', () => {
    assert.throws(
      () => parseEnv({ API_HOST: '0.0.0.0' }),
      (error: Error) =>
        /JWT_SECRET: is unset/.test(error.message) &&
        /0\.0\.0\.0/.test(error.message) &&
        /NODE_ENV=development/.test(error.message),
    );
    assert.throws(() => parseEnv({ API_HOST: '0.0.0.0', NODE_ENV: 'test' }), /JWT_SECRET/);
  });

  test('the development secret is allowed on loopback, or with NODE_ENV=development set explicitly', () => {
    for (const host of ['127.0.0.1', '::1', 'localhost'])
      assert.equal(jwtSecretOf(parseEnv({ API_HOST: host })), DEVELOPMENT_JWT_SECRET, host);
    assert.equal(jwtSecretOf(parseEnv({ API_HOST: '0.0.0.0', NODE_ENV: 'development' })), DEVELOPMENT_JWT_SECRET);
    assert.equal(jwtSecretOf(parseEnv({ API_HOST: '0.0.0.0', JWT_SECRET: REAL_SECRET })), REAL_SECRET);
  });

  test('a published placeholder counts as no secret: refused in production and on a public host', () => {
    for (const secret of [DEVELOPMENT_JWT_SECRET, 'change-me-to-a-long-random-secret', 'PLEASE-CHANGE-ME-0123456789']) {
      assert.throws(
        () => parseEnv({ NODE_ENV: 'production', JWT_SECRET: secret }),
        /JWT_SECRET: a published placeholder secret is refused in production/,
        secret,
      );
      assert.throws(
        () => parseEnv({ API_HOST: '0.0.0.0', JWT_SECRET: secret }),
        /JWT_SECRET: is a published placeholder/,
        secret,
      );
    }
    // docker-compose.yml: explicit development with its placeholder still starts.
    assert.equal(
      parseEnv({ NODE_ENV: 'development', API_HOST: '0.0.0.0', JWT_SECRET: 'change-me-to-a-long-random-secret' })
        .API_HOST,
      '0.0.0.0',
    );
  });

  test('production needs a real secret even on loopback', () => {
    assert.throws(() => parseEnv({ NODE_ENV: 'production' }), /JWT_SECRET: required in production/);
    assert.equal(parseEnv({ NODE_ENV: 'production', JWT_SECRET: REAL_SECRET }).JWT_SECRET, REAL_SECRET);
  });

  test('JWT_ISSUER and JWT_AUDIENCE are optional and read as given', () => {
    const env = parseEnv({ JWT_ISSUER: 'https://login.doongzi.example', JWT_AUDIENCE: 'doongzi-api' });
    assert.deepEqual([env.JWT_ISSUER, env.JWT_AUDIENCE], ['https://login.doongzi.example', 'doongzi-api']);
    assert.deepEqual([parseEnv({}).JWT_ISSUER, parseEnv({}).JWT_AUDIENCE], [undefined, undefined]);
  });
});
