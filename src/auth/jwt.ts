import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { DomainError } from '../errors/domain-error';

export interface Identity {
  userId: string;
  /** When the token stops being valid (ms since epoch), if it says. */
  expiresAt: number | null;
}

/**
 * Verifies `Authorization: Bearer <JWT>` (HS256). The user is the token's `sub`, any string up to
 * 255 characters (SPEC §10): identities come from the upstream login service that signs tokens.
 */
export function verifyBearer(header: string | undefined | null, secret: string): Identity {
  if (!header) throw new DomainError('UNAUTHENTICATED', 'Missing Authorization: Bearer <token>');
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new DomainError('UNAUTHENTICATED', 'Authorization must be "Bearer <token>"');
  let payload: jwt.JwtPayload | string;
  try {
    payload = jwt.verify(match[1]!, secretKey(secret), { algorithms: ['HS256'] });
  } catch (error) {
    const expired = error instanceof jwt.TokenExpiredError;
    throw new DomainError('UNAUTHENTICATED', expired ? 'The token has expired' : 'The token is not valid');
  }
  const sub = typeof payload === 'object' ? payload.sub : undefined;
  if (!sub || sub.length > 255) throw new DomainError('UNAUTHENTICATED', 'The token has no usable subject (sub)');
  return { userId: sub, expiresAt: typeof payload === 'object' && payload.exp ? payload.exp * 1000 : null };
}

const keys = new Map<string, KeyObject>();

/**
 * The secret as a KeyObject, made once: given a string, jsonwebtoken builds a key object on every
 * verify, which was a fifth of the API's CPU under load.
 */
function secretKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** Signs a token as the login service would; for development, tests and the README's recipe. */
export function mintToken(userId: string, secret: string, expiresInSeconds = 24 * 3600): string {
  return jwt.sign({}, secret, { algorithm: 'HS256', subject: userId, expiresIn: expiresInSeconds });
}
