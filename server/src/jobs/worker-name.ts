// Which process worked a job, as `host:pid`: recorded in the output of jobs whose effect is worth
// tracing to a process (HR batch rows), so a deployment with several workers on one PostgreSQL can
// see from pg-boss's job table how the work was shared and which process a killed attempt was on.
import { hostname } from 'node:os';

export const WORKER_NAME = `${hostname()}:${process.pid}`;
