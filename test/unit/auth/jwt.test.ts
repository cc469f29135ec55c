import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import jwt from 'jsonwebtoken';
import { mintToken, verifyBearer } from '../../../src/auth/jwt';
import { DomainError } from '../../../src/errors/domain-error';

const SECRET = 'unit-test-secret-of-at-least-16';

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof DomainError);
    assert.equal(error.code, 'UNAUTHENTICATED');
    return error;
  }
  assert.fail('the token was accepted');
}

describe('bearer token rules (SPEC §10)', () => {
  test('a token without exp is refused with a clear message', () => {
    const forever = jwt.sign({ sub: 'alice' }, SECRET, { algorithm: 'HS256' });
    assert.match(refusal(() => verifyBearer(`Bearer ${forever}`, SECRET)).message, /no expiry \(exp\)/);
  });

  test('a token with exp is accepted and says when it expires', () => {
    const identity = verifyBearer(`Bearer ${mintToken('alice', SECRET, 60)}`, SECRET);
    assert.equal(identity.userId, 'alice');
    assert.ok(Math.abs(identity.expiresAt - (Date.now() + 60_000)) < 2_000);
  });

  test('iss and aud are checked when configured, and only then', () => {
    const claims = { issuer: 'https://login.doongzi.example', audience: 'doongzi-api' };
    const good = mintToken('alice', SECRET, 60, claims);
    assert.equal(verifyBearer(`Bearer ${good}`, SECRET, claims).userId, 'alice');
    const plain = mintToken('alice', SECRET, 60);
    assert.equal(verifyBearer(`Bearer ${plain}`, SECRET).userId, 'alice', 'no claims configured: none checked');
    assert.match(refusal(() => verifyBearer(`Bearer ${plain}`, SECRET, claims)).message, /issuer \(iss\)/);
    const otherIssuer = mintToken('alice', SECRET, 60, { ...claims, issuer: 'https://elsewhere.example' });
    assert.match(refusal(() => verifyBearer(`Bearer ${otherIssuer}`, SECRET, claims)).message, /issuer \(iss\)/);
    const otherAudience = mintToken('alice', SECRET, 60, { ...claims, audience: 'another-api' });
    assert.match(
      refusal(() => verifyBearer(`Bearer ${otherAudience}`, SECRET, claims)).message,
      /not meant for this API \(aud\)/,
    );
    const listed = jwt.sign({ sub: 'alice', iss: claims.issuer, aud: ['another-api', 'doongzi-api'] }, SECRET, {
      algorithm: 'HS256',
      expiresIn: 60,
    });
    assert.equal(
      verifyBearer(`Bearer ${listed}`, SECRET, claims).userId,
      'alice',
      'an aud list that holds ours is accepted',
    );
  });

  test('a subject the users table cannot hold is refused, counted in code points', () => {
    assert.equal(verifyBearer(`Bearer ${mintToken('😀'.repeat(255), SECRET, 60)}`, SECRET).userId, '😀'.repeat(255));
    for (const sub of ['a'.repeat(256), 'a\u0000b', 'a\uD800']) {
      assert.match(
        refusal(() => verifyBearer(`Bearer ${mintToken(sub, SECRET, 60)}`, SECRET)).message,
        /subject \(sub\)/,
        JSON.stringify(sub),
      );
    }
    const numeric = jwt.sign({ sub: 42 }, SECRET, { algorithm: 'HS256', expiresIn: 60 });
    assert.match(refusal(() => verifyBearer(`Bearer ${numeric}`, SECRET)).message, /subject \(sub\)/);
  });
});
