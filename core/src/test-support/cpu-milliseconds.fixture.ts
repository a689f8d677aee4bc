// CPU time this test process has used, for tests that bound how much work an input may cost (a
// hang, a quadratic parse, a decompression bomb). Wall-clock time would also count the time other
// processes held the CPU, so such a test would fail on a busy machine; CPU time does not. Vitest
// runs each test file in its own process, so the figure is this file's own work (all its threads:
// zlib and WebCrypto run on libuv's pool).
import { cpuUsage } from 'node:process';

/** Starts a CPU-time measure: the returned function answers the milliseconds used since. */
export function startCpuClock(): () => number {
  const start = cpuUsage();
  return () => {
    const { user, system } = cpuUsage(start);
    return (user + system) / 1000;
  };
}
