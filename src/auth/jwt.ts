import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { DomainError } from '../errors/domain-error';
import { codePointLength, unstorableCharacterIn } from '../input/input-text.rules';

export interface Identity {
  userId: string;
  /** When the token stops being valid (ms since epoch); every accepted token has one. */
  expiresAt: number;
  /** The token's `roles` claim: its strings, none when absent or not a list (`operator` opens the operations API). */
  roles: readonly string[];
}

/** The role that opens the operations API (contract/ops.graphql). */
export const OPERATOR_ROLE = 'operator';

/**
 * Claims a token must carry besides a valid signature, when configured (JWT_ISSUER, JWT_AUDIENCE).
 * Default: neither is checked.
 */
export interface TokenClaims {
  /** The `iss` the login service writes; unset = any issuer. */
  issuer?: string | undefined;
  /** A value the token's `aud` (a string or a list) must hold; unset = any audience. */
  audience?: string | undefined;
}

/**
 * Verifies `Authorization: Bearer <JWT>` (HS256). The user is the token's `sub`, any string up to
 * 255 characters (SPEC §10): identities come from the upstream login service that signs tokens.
 * A token must carry `exp` (SPEC §10): one without would be valid forever once leaked.
 */
export function verifyBearer(header: string | undefined | null, secret: string, claims: TokenClaims = {}): Identity {
  if (!header) throw unauthenticated('Missing Authorization: Bearer <token>');
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw unauthenticated('Authorization must be "Bearer <token>"');
  let payload: jwt.JwtPayload | string;
  try {
    payload = jwt.verify(match[1], secretKey(secret), { algorithms: ['HS256'] });
  } catch (error) {
    const expired = error instanceof jwt.TokenExpiredError;
    throw unauthenticated(expired ? 'The token has expired' : 'The token is not valid');
  }
  if (typeof payload !== 'object') throw unauthenticated('The token is not valid');
  if (typeof payload.exp !== 'number') throw unauthenticated('The token has no expiry (exp); tokens must expire');
  checkClaims(payload, claims);
  return { userId: subjectOf(payload), expiresAt: payload.exp * 1000, roles: rolesOf(payload) };
}

/** The `roles` claim's strings; a claim that is not a list grants nothing. */
function rolesOf(payload: jwt.JwtPayload): readonly string[] {
  const roles: unknown = payload['roles'];
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
}

function checkClaims(payload: jwt.JwtPayload, claims: TokenClaims): void {
  if (claims.issuer !== undefined && payload.iss !== claims.issuer) {
    throw unauthenticated('The token was not issued by the expected issuer (iss)');
  }
  const audiences = payload.aud === undefined ? [] : [payload.aud].flat();
  if (claims.audience !== undefined && !audiences.includes(claims.audience)) {
    throw unauthenticated('The token is not meant for this API (aud)');
  }
}

/** The user id: `sub`, stored as the users row's key, so it must fit and be storable text. */
function subjectOf(payload: jwt.JwtPayload): string {
  const sub: unknown = payload.sub;
  if (typeof sub !== 'string' || sub === '' || codePointLength(sub) > 255 || unstorableCharacterIn(sub))
    throw unauthenticated('The token has no usable subject (sub)');
  return sub;
}

const unauthenticated = (message: string) => new DomainError('UNAUTHENTICATED', message);

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

/**
 * Signs a token as the login service would; for development, tests and the README's recipe.
 * `claims` adds `iss` and `aud` when the API is configured to check them; `roles` the `roles` claim.
 */
export function mintToken(
  userId: string,
  secret: string,
  expiresInSeconds = 24 * 3600,
  claims: TokenClaims = {},
  roles: readonly string[] = [],
): string {
  return jwt.sign(roles.length > 0 ? { roles: [...roles] } : {}, secret, {
    algorithm: 'HS256',
    subject: userId,
    expiresIn: expiresInSeconds,
    ...(claims.issuer !== undefined ? { issuer: claims.issuer } : {}),
    ...(claims.audience !== undefined ? { audience: claims.audience } : {}),
  });
}
