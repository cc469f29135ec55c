/** Documents a hostile client sends, shared by the limits' unit, property and integration tests. */

/**
 * `levels` fragments, each spreading the next twice: ~1 KB of text whose naive walk visits the
 * last fragment 2^levels times.
 */
export function fragmentBomb(levels: number): string {
  const fragments = Array.from({ length: levels }, (_, i) =>
    i === levels - 1
      ? `fragment F${i} on Query { nests(first: 1) { edges { node { id } } } }`
      : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
  );
  return `query Bomb { ...F0 }\n${fragments.join('\n')}`;
}

/** Forty heavy selections hidden behind a skipped field whose negative page size would cancel them. */
export function skipDecoy(): string {
  const heavy = Array.from(
    { length: 40 },
    (_, i) =>
      `h${i}: nests(first: 100) { edges { node { id tasks(first: 100) { edges { node { id nest { id } } } } } } }`,
  );
  return `query Decoy { x: nests(first: -2000000) @skip(if: true) { edges { node { id } } } ${heavy.join(' ')} }`;
}

/** One mutation operation of `count` aliased `createNest` fields. */
export function aliasedCreateNests(count: number): string {
  const fields = Array.from(
    { length: count },
    (_, i) => `n${i}: createNest(input: { name: "집 ${i}", address: "서울특별시 마포구 연남로 ${i}" }) { id }`,
  );
  return `mutation Flood { ${fields.join(' ')} }`;
}
