import { createHash } from 'node:crypto';

/**
 * A small deterministic PRNG (sfc32) seeded from sha256 of a string. The simulator must give the
 * same certificate, the same fault sequence and the same scan noise for the same inputs, so nothing
 * here may touch Math.random.
 */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(private readonly seed: string) {
    const digest = createHash('sha256').update(seed, 'utf8').digest();
    this.a = digest.readUInt32LE(0);
    this.b = digest.readUInt32LE(4);
    this.c = digest.readUInt32LE(8);
    this.d = digest.readUInt32LE(12);
    // sfc32 needs a few rounds before its output stops echoing the seed words.
    for (let i = 0; i < 12; i += 1) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** A new generator whose sequence depends on this one's seed and `label`, not on call order. */
  fork(label: string): SeededRandom {
    return new SeededRandom(`${this.seed}\u0000${label}`);
  }
}
