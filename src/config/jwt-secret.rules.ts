/**
 * When the API may run without a secret of its own. A token signed with a secret anyone can read
 * (the development secret below, a placeholder from an example) is a token anyone can mint, for
 * any user. So such a secret is accepted only where nobody else can reach the API: when
 * NODE_ENV=development is set explicitly (as `npm start` and docker-compose.yml do), or when the
 * API listens on loopback only. An unset NODE_ENV is not development. In production a real
 * JWT_SECRET is always required.
 */

/** The development secret: fine on a laptop, refused elsewhere (see jwtSecretProblems). */
export const DEVELOPMENT_JWT_SECRET = 'doongzi-development-secret-change-me';

/** Secrets published in this repository (docker-compose.yml, README examples) or common as placeholders. */
const PLACEHOLDER_SECRETS = new Set([
  DEVELOPMENT_JWT_SECRET,
  'change-me-to-a-long-random-secret',
  'changeme',
  'change-me',
  'secret',
]);
/** Variants of the same ("please-change-me", "REPLACE_ME_…"), whatever their case. */
const PLACEHOLDER_WORDS = /change[-_ ]?me|replace[-_ ]?me/i;

/** True for a secret that is published or a placeholder, never a real one. */
export function isPlaceholderSecret(secret: string): boolean {
  return PLACEHOLDER_SECRETS.has(secret.toLowerCase()) || PLACEHOLDER_WORDS.test(secret);
}

/** True when `host` accepts connections from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The settings that decide whether a JWT secret may be used (env.ts's fields of the same names). */
export interface JwtSecretSettings {
  NODE_ENV?: 'development' | 'test' | 'production';
  API_HOST: string;
  JWT_SECRET?: string;
}

/** The problems (report lines) of the environment's JWT secret; none when it may be used. */
export function jwtSecretProblems(env: JwtSecretSettings): string[] {
  const secret = env.JWT_SECRET;
  const placeholder = secret !== undefined && isPlaceholderSecret(secret);
  if (env.NODE_ENV === 'production') {
    if (!secret) return ['  JWT_SECRET: required in production'];
    return placeholder
      ? ["  JWT_SECRET: a published placeholder secret is refused in production; set the login service's real secret"]
      : [];
  }
  if ((secret && !placeholder) || env.NODE_ENV === 'development' || isLoopbackHost(env.API_HOST)) return [];
  const which = secret
    ? 'is a published placeholder'
    : 'is unset, so the published development secret would sign tokens';
  return [
    `  JWT_SECRET: ${which}, and the API listens on ${env.API_HOST}, not loopback only, with NODE_ENV ${env.NODE_ENV ?? 'unset'}: ` +
      "anyone who can reach it could mint tokens for any user. Set JWT_SECRET to the login service's secret, " +
      'or API_HOST=127.0.0.1, or NODE_ENV=development explicitly for a local run',
  ];
}
