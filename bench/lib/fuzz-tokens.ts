import { createHmac } from 'node:crypto';
import { mintToken } from '../../src/auth/jwt';
import type { SeededRandom } from './seeded-random';

/** Which credentials a fuzz case presents; `valid` is the bench user's real token. */
export type AuthMode = 'valid' | 'none' | 'garbage';

/**
 * Authorization values that must each be refused as UNAUTHENTICATED, never crash the check: no
 * scheme, the wrong scheme, a token signed with another secret or with `alg: none`, one without
 * `exp`, one expired, subjects that are not storable ids, a token of 10 KB.
 */
export function garbageAuthorization(rng: SeededRandom, secret: string): string {
  const sign = (payload: object) => signHs256(payload, secret);
  const unsigned = (payload: object) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
  switch (rng.int(0, 16)) {
    case 0:
      return '';
    case 1:
      return 'Bearer';
    case 2:
      return 'Bearer ';
    case 3:
      return `Basic ${Buffer.from('user:pass').toString('base64')}`;
    case 4:
      return `Bearer ${rng.string(rng.int(1, 200), 'abcdefghijklmnopqrstuvwxyz0123456789.-_')}`;
    case 5:
      return `Bearer ${mintToken('fuzz-user', 'another-secret-of-32-characters!!', 3600)}`;
    case 6:
      return `Bearer ${unsigned({ sub: 'fuzz-user', exp: Math.floor(Date.now() / 1000) + 3600 })}`;
    case 7:
      return `Bearer ${sign({ sub: 'fuzz-user' })}`;
    case 8:
      return `Bearer ${sign({ sub: 'fuzz-user', exp: Math.floor(Date.now() / 1000) - 60 })}`;
    case 9:
      return `Bearer ${sign({ sub: 'x'.repeat(256), exp: Math.floor(Date.now() / 1000) + 3600 })}`;
    case 10:
      return `Bearer ${sign({ sub: 'a\u0000b', exp: Math.floor(Date.now() / 1000) + 3600 })}`;
    case 11:
      return `Bearer ${sign({ sub: 12345, exp: Math.floor(Date.now() / 1000) + 3600 })}`;
    case 12:
      return `Bearer ${sign({ sub: 'fuzz-user', exp: 'tomorrow' })}`;
    case 13:
      return `Bearer ${'A'.repeat(10_000)}.${'B'.repeat(100)}.C`;
    case 14:
      return `bearer   ${mintToken('fuzz-user', secret, 3600)}   trailing`;
    case 15:
      return `Bearer ${sign({ sub: 'fuzz-user', exp: 1e20 })}`;
    default:
      return `Bearer ${sign({ sub: '\ud800', exp: Math.floor(Date.now() / 1000) + 3600 })}`;
  }
}

/** HS256 by hand: jsonwebtoken's own signer refuses the malformed claims these tokens carry on purpose. */
function signHs256(payload: object, secret: string): string {
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
