// A worker thread that checks files for `ecsign verify` on another core. It runs the built CLI
// (the same bundle and code cache as the main thread) in the worker role, loads the --trust files
// itself, and answers one CheckedFile per file it is sent. A worker that fails to start or dies
// rejects what it holds, and from then on every check: the caller checks those files itself.
import { Worker } from 'node:worker_threads';
import type { TLanguage } from '@ecsign/core/i18n';
import type { CheckedFile } from './verify-file';
import { VERIFY_WORKER_ARG, VERIFY_WORKER_ROLE } from './verify-worker-role';

export interface VerifyWorkerData {
  readonly role: typeof VERIFY_WORKER_ROLE;
  readonly trust: readonly string[];
  readonly language: TLanguage;
  /** The run's "now", in milliseconds, so every thread judges at the same time. */
  readonly now: number;
}

export interface VerifyWorker {
  check(file: string): Promise<CheckedFile>;
  stop(): Promise<void>;
}

export function startVerifyWorker(script: URL, data: Omit<VerifyWorkerData, 'role'>): VerifyWorker {
  const workerData: VerifyWorkerData = { role: VERIFY_WORKER_ROLE, ...data };
  // argv names the command, so that the worker uses the code cache of `verify`, and the role.
  const worker = new Worker(script, { workerData, argv: ['verify', VERIFY_WORKER_ARG] });
  let pending: { resolve(result: CheckedFile): void; reject(error: Error): void } | undefined;
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    pending?.reject(failure);
    pending = undefined;
  };
  worker.on('message', (result: CheckedFile) => {
    const waiting = pending;
    pending = undefined;
    waiting?.resolve(result);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the verify worker stopped (exit code ${code})`)));
  return {
    check(file) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        worker.postMessage(file);
      });
    },
    async stop() {
      await worker.terminate();
    },
  };
}
