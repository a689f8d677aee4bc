// What a piece of work cost this test process in memory, for tests that send hostile input (a
// decompression bomb, a huge upload) and must show the server neither ballooned nor kept the
// memory. Two figures: the resident size after a full garbage collection compared with before
// (what the work kept), and how far the process's lifetime peak of resident memory rose (what
// the work held at its worst; 0 when it stayed below an earlier peak). Neither depends on how
// busy the machine is.
import { resourceUsage } from 'node:process';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

export interface MemoryGrowth {
  /** Resident bytes after the work and a full collection, minus before. */
  readonly keptBytes: number;
  /** How much the process's peak resident size rose during the work. */
  readonly peakRiseBytes: number;
}

export async function measureMemoryGrowth(work: () => Promise<unknown>): Promise<MemoryGrowth> {
  collectGarbage();
  const before = process.memoryUsage().rss;
  const peakBefore = resourceUsage().maxRSS * 1024;
  await work();
  collectGarbage();
  // Buffers freed by the collection are released on the next turn.
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  return {
    keptBytes: process.memoryUsage().rss - before,
    peakRiseBytes: resourceUsage().maxRSS * 1024 - Math.max(peakBefore, before),
  };
}
