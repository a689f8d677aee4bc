// How a verify worker thread knows its role (start-verify-worker.ts starts it, launch/run-process.ts
// answers it): the workerData's role, and an argument on its command line so that the launcher
// tells a worker from a person's run without loading node:worker_threads on every start.
export const VERIFY_WORKER_ROLE = 'ecsign-verify-worker';

/** Appended to a worker's argv after `verify`; the role in workerData is still checked. */
export const VERIFY_WORKER_ARG = '--ecsign-verify-worker';
