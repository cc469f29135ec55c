import 'reflect-metadata'; // decorator metadata for type-graphql, before any decorated class loads
import { jwtSecretOf, loadEnvOrExit } from '../config/env';
import { mintToken } from '../auth/jwt';

/** `npm run token -- <user> [hours]`: prints a bearer token signed with JWT_SECRET (development). */
const env = loadEnvOrExit();
const [user = 'dev-user', hours = '24'] = process.argv.slice(2);
// With the claims the API checks, when configured, so the token is one the API accepts.
console.log(mintToken(user, jwtSecretOf(env), Number(hours) * 3600, { issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE }));
