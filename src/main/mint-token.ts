import 'reflect-metadata'; // decorator metadata for type-graphql, before any decorated class loads
import { jwtSecretOf, loadEnvOrExit } from '../config/env';
import { mintToken, OPERATOR_ROLE } from '../auth/jwt';

/**
 * `npm run token -- <user> [hours] [--operator]`: prints a bearer token signed with JWT_SECRET
 * (development). `--operator` adds `roles: ["operator"]`, which opens the operations API.
 */
const env = loadEnvOrExit();
const args = process.argv.slice(2);
const [user = 'dev-user', hours = '24'] = args.filter((arg) => arg !== '--operator');
if (!Number.isFinite(Number(hours)) || Number(hours) <= 0) {
  console.error(`hours: a positive number, got ${hours}`);
  process.exit(2);
}
// With the claims the API checks, when configured, so the token is one the API accepts.
console.log(
  mintToken(
    user,
    jwtSecretOf(env),
    Number(hours) * 3600,
    { issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE },
    args.includes('--operator') ? [OPERATOR_ROLE] : [],
  ),
);
