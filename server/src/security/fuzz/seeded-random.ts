// A small seeded generator (mulberry32) so a fuzz run is repeatable: the same seed sends the same
// requests, and a failure prints the seed that reproduces it.

export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return { next, below, pick: (items) => items[below(items.length)] as (typeof items)[number] };
}

/** The seed of this run: `FUZZ_SEED` when set, otherwise the fixed one CI uses. */
export function fuzzSeed(fixed: number): number {
  const fromEnv = Number(process.env.FUZZ_SEED);
  return Number.isSafeInteger(fromEnv) && process.env.FUZZ_SEED ? fromEnv : fixed;
}
