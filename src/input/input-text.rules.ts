import { badInput } from '../errors/domain-error';

/**
 * The rules every text a client sends must pass before it reaches a service or the database.
 *
 * - Length is counted in Unicode code points, as a reader counts characters: a character outside
 *   the BMP (an emoji, a rare Hanja) counts once, not twice as `String.prototype.length` would,
 *   and PostgreSQL's `varchar(n)` counts the same way.
 * - NUL (U+0000) is refused: PostgreSQL cannot store it in text or jsonb and would fail the
 *   statement, which a client would see as an internal error.
 * - A lone surrogate (half of a UTF-16 pair) is refused: it is not a character, and encoding it to
 *   UTF-8 would silently replace it with U+FFFD, storing something other than what was sent.
 */

// With the `u` flag a well-formed pair is one code point, so `\p{Cs}` matches only a lone half.
const UNSTORABLE = /[\0\p{Cs}]/u;

/** The number of Unicode code points in `text`. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length++;
  return length;
}

/** Why `text` cannot be stored as sent (NUL or a lone surrogate), or null when it can. */
export function unstorableCharacterIn(text: string): string | null {
  const found = UNSTORABLE.exec(text);
  if (!found) return null;
  const unit = found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  return found[0] === '\0'
    ? 'contains a NUL character (U+0000)'
    : `contains a lone surrogate (U+${unit}), which is not a character`;
}

/**
 * The first string anywhere in `value` (arrays and plain objects included) that cannot be stored,
 * with its path below `path` (e.g. `input.name`, `clauses[3]`), or null when there is none.
 */
export function findUnstorableText(value: unknown, path: string): { path: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = unstorableCharacterIn(value);
    return problem ? { path, problem } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findUnstorableText(inner, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** Length bounds of one text field, in code points. */
export interface TextBounds {
  min: number;
  max: number;
}

/**
 * Checks one text field of a request: storable, and `min` to `max` code points long. Throws
 * BAD_USER_INPUT naming the field (`details.field`).
 */
export function checkTextField(field: string, text: string, bounds: TextBounds): void {
  const problem = unstorableCharacterIn(text);
  if (problem) throw badInput(`${field}: ${problem}`, { field });
  const length = codePointLength(text);
  if (length < bounds.min || length > bounds.max)
    throw badInput(`${field}: ${bounds.min} to ${bounds.max} characters`, { field });
}
