import type { SeededRandom } from './seeded-random';

/**
 * Values a client may put in variables and arguments that a careless server mishandles: text the
 * database cannot store (NUL), text that is not text (lone surrogates), numbers past every integer
 * type, keys that are JavaScript's own, and lengths just past the documented limits.
 */
export const AWKWARD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\uffff',
  '\u202e둥지',
  '💥',
  '둥지',
  "'; drop table nests; --",
  '%00',
  '../../etc/passwd',
  '${jndi:ldap://127.0.0.1/x}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-0',
  '1e309',
  '9'.repeat(400),
  'x'.repeat(2_001),
  '가'.repeat(2_001),
  '\r\n\r\n',
  '<script>alert(1)</script>',
  '\\',
  '"',
  '\u2028\u2029',
  'Bearer x',
  '{"a":1}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

export const AWKWARD_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -2_147_483_649,
  2_147_483_648,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e-308,
  Number.MAX_SAFE_INTEGER,
  101,
  1_000_000,
];

/** A scalar of any JSON type, most often an awkward one. */
export function randomScalar(rng: SeededRandom): unknown {
  switch (rng.int(0, 5)) {
    case 0:
      return rng.pick(AWKWARD_NUMBERS);
    case 1:
      return rng.chance(0.5);
    case 2:
      return null;
    case 3:
      return rng.string(rng.int(0, 40), 'abcXYZ019 _-:/\\"\'{}[]둥지\u0000\ud800');
    default:
      return rng.pick(AWKWARD_STRINGS);
  }
}

/** Any JSON value: scalars, lists and objects nested a few levels, keys included. */
export function randomValue(rng: SeededRandom, depth = 3): unknown {
  if (depth <= 0 || rng.chance(0.5)) return randomScalar(rng);
  if (rng.chance(0.5)) return Array.from({ length: rng.int(0, 6) }, () => randomValue(rng, depth - 1));
  const object: Record<string, unknown> = {};
  for (let i = rng.int(0, 5); i > 0; i--) {
    const key = rng.pick([
      'name',
      'address',
      'depositKrw',
      'marketPriceKrw',
      'id',
      '__proto__',
      'constructor',
      'toString',
      'x',
      '',
    ]);
    Object.defineProperty(object, key, {
      value: randomValue(rng, depth - 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

/**
 * JSON text nested `depth` levels, built as text (a nested object that deep would overflow
 * JSON.stringify's stack here before it ever reached the server).
 */
export function deepJsonText(rng: SeededRandom, depth: number): string {
  const kind = rng.pick(['array', 'object', 'mixed'] as const);
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i++) {
    const asArray = kind === 'array' || (kind === 'mixed' && rng.chance(0.5));
    open += asArray ? '[' : '{"a":';
    close = (asArray ? ']' : '}') + close;
  }
  return `${open}${JSON.stringify(rng.pick(['x', 1, null, true]))}${close}`;
}

/** An id as a client might send it: a real one, a random UUID, or something that is not an id at all. */
export function randomId(rng: SeededRandom, realIds: readonly string[]): unknown {
  const roll = rng.int(0, 9);
  if (roll <= 3 && realIds.length > 0) return rng.pick(realIds);
  if (roll === 4) return seededUuid(rng);
  if (roll === 5) return rng.pick(realIds.length > 0 ? realIds : [seededUuid(rng)]).toUpperCase();
  if (roll === 6)
    return `${rng.pick(realIds.length > 0 ? realIds : [seededUuid(rng)])}${rng.pick(['\u0000', ' ', "'", 'x', '\n'])}`;
  if (roll === 7) return rng.pick(AWKWARD_NUMBERS);
  return rng.pick(AWKWARD_STRINGS);
}

/** A version-4-shaped UUID from the seeded generator, so a replayed case sends the same one. */
export function seededUuid(rng: SeededRandom): string {
  const hex = rng.bytes(16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
