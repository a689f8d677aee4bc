// Checks the files of one `ecsign verify` run, in their order: on the main thread (a few at a
// time) and, for a long list, also on worker threads — checking is CPU work, and another core
// shortens a big folder. A worker costs a thread start-up and a cold JIT of its own (about 150 ms
// of CPU), which on a busy machine outweighs what it takes over: measured on the 63-file corpus,
// a worker made the run slower under load, so one is started only per FILES_PER_WORKER files.
// With no worker script (tests of the sources) or --jobs 1, the main thread checks everything. A
// worker that fails hands its files back to the main thread.
import { availableParallelism } from 'node:os';
import type { TLanguage } from '@ecsign/core/i18n';
import type { Certificate, CryptoEngine } from '@ecsign/core/pdf';
import { mapWithLanes, type Lane } from './map-with-lanes';
import type { VerifyWorker, VerifyWorkerData } from './start-verify-worker';
import { verifyFile, type CheckedFile } from './verify-file';

/** A turn of the event loop (node:timers/promises would be one more module loaded at every start). */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Files checked at once on the main thread: enough to keep every lane busy, few enough to bound memory. */
export const MAIN_THREAD_SLOTS = 4;
/** A worker thread is worth its start-up from this many files on. */
export const FILES_PER_WORKER = 96;

export interface CheckFilesOptions {
  readonly engine: CryptoEngine;
  readonly trustAnchors: readonly Certificate[];
  /** The --trust files, which workers load themselves. */
  readonly trust: readonly string[];
  readonly language: TLanguage;
  readonly now: Date;
  /** Threads checking at most (the main thread included); by default one per core, up to four. */
  readonly jobs?: number;
  /** The built CLI, which a worker thread runs in its worker role; none: no workers. */
  readonly workerScript?: URL;
  /** Called after each file, for the progress line. */
  onChecked?(): void;
}

export async function checkFiles(files: readonly string[], options: CheckFilesOptions): Promise<CheckedFile[]> {
  const { engine, trustAnchors, language, now, workerScript } = options;
  const workerCount = workerScript ? workersFor(files.length, options.jobs) : 0;
  const workers =
    workerCount > 0
      ? await startWorkers(workerCount, workerScript!, { trust: options.trust, language, now: now.getTime() })
      : [];
  const here: Lane<string, CheckedFile> = async (file) => {
    // Checking never waits on I/O: let the workers' answers and the spinner in between files.
    await yieldToEventLoop();
    return verifyFile(file, { engine, trustAnchors, language, now });
  };
  const lanes: Lane<string, CheckedFile>[] = [
    ...Array.from({ length: MAIN_THREAD_SLOTS }, () => here),
    ...workers.map(
      (worker): Lane<string, CheckedFile> =>
        async (file, index) =>
          worker.check(file).catch(() => here(file, index)),
    ),
  ];
  try {
    return await mapWithLanes(
      files,
      lanes.map((lane) => async (file: string, index: number) => {
        const result = await lane(file, index);
        options.onChecked?.();
        return result;
      }),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
  }
}

/** node:worker_threads loads with the first worker: a check of a few files never pays for it. */
async function startWorkers(count: number, script: URL, data: Omit<VerifyWorkerData, 'role'>): Promise<VerifyWorker[]> {
  const { startVerifyWorker } = await import('./start-verify-worker');
  return Array.from({ length: count }, () => startVerifyWorker(script, data));
}

/**
 * Worker threads for `fileCount` files. The cores are counted only for a list long enough for a
 * worker: node:os, which counts them, is loaded on that first call (cli/build.mjs), and a check of
 * a few files never needs it.
 */
function workersFor(fileCount: number, jobs: number | undefined): number {
  const wanted = Math.floor(fileCount / FILES_PER_WORKER);
  if (wanted === 0) return 0;
  return Math.max(0, Math.min((jobs ?? Math.min(availableParallelism(), 4)) - 1, wanted));
}
