// Worker threads for the PDF work of HR rows (fill + PAdES signing, sign-row-pdf.ts), so a batch
// uses the other cores besides the event loop's: one worker fewer than os.availableParallelism()
// (at least one, at most 4; see pdfThreadsFor), started on first use, unref'd (they never keep
// the process alive) and ended by closeRowPdfPool when the server closes. A task goes to the
// worker with the fewest rows in flight. The worker asks back for the enterprise's signature and the TSA's time-stamp
// (row-pdf-messages.ts); a worker that dies fails its rows with an unexpected error, so the queue
// retries their chunk (nothing is committed before every row's PDF is done), and the next task
// starts a fresh worker. Where the bundled worker script does not exist — the TypeScript sources
// under test — or after close, rows run on the event loop with the same code.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ExternalSigner, PdfSigner } from '@ecsign/core/pdf';
import { fromWire, SHARED_KEPT, toWire, type FromWorker, type ToWorker } from './row-pdf-messages';
import { signRowPdf, type RowPdf, type RowPdfRow, type RowPdfShared } from './sign-row-pdf';

/** What the main thread answers a row's worker with. */
export interface RowPdfHelpers {
  /** The enterprise's key (only its signatures cross to the worker). */
  signer: PdfSigner;
  /** The platform TSA: a TimeStampReq's DER in, the TimeStampResp's DER out. */
  answerTimeStamp: (request: Uint8Array) => Promise<Uint8Array>;
  /** For the event-loop fallback: the same signing, in process. */
  inProcess: () => Promise<Parameters<typeof signRowPdf>[1]>;
}

const MAX_WORKERS = 4;

/**
 * PDF threads for a machine with `cores` cores: one core is left to the event loop (the database
 * client, the key's and the TSA's signatures it hands to libuv) and the database beside it. On 2
 * cores two threads were one isolate too many: each compiles the same code and keeps its own heap,
 * and with the event loop and PostgreSQL already busy the second thread added little but V8's
 * compiling and marking — in 7 alternating rounds of 1,000 rows one thread used 0.87× the server's
 * CPU a row (0.76–0.94) and finished in 0.94× the time (tests/bench/README.md, seventh round).
 */
export function pdfThreadsFor(cores: number): number {
  return Math.min(MAX_WORKERS, Math.max(1, cores - 1));
}

const WORKER_SCRIPT = new URL('./row-pdf-worker.js', import.meta.url);

interface Task {
  helpers: RowPdfHelpers;
  resolve: (result: RowPdf) => void;
  reject: (error: Error) => void;
}

interface PooledWorker {
  worker: Worker;
  tasks: Map<number, Task>;
  /** The shared inputs the worker holds, oldest first (it drops them in the same order). */
  shared: number[];
}

export class RowPdfPool {
  private readonly workers: PooledWorker[] = [];
  private nextTask = 1;
  private closed = false;

  constructor(
    private readonly script: URL | undefined,
    private readonly size: number,
  ) {}

  /** Whether rows run on worker threads (false: on the event loop). */
  get threaded(): boolean {
    return this.script !== undefined && !this.closed && this.size > 0;
  }

  /** A row's PDF; `shared` should be the same object for every row of a chunk (it is posted once). */
  async run(shared: RowPdfShared, row: RowPdfRow, helpers: RowPdfHelpers): Promise<RowPdf> {
    if (!this.threaded) return signRowPdf({ ...shared, ...row }, await helpers.inProcess());
    const pooled = this.leastBusy();
    const sharedId = this.sharedIdOf(shared);
    if (!pooled.shared.includes(sharedId)) {
      pooled.worker.postMessage({ type: 'share', shared: sharedId, input: shared } satisfies ToWorker);
      pooled.shared.push(sharedId);
      if (pooled.shared.length > SHARED_KEPT) pooled.shared.shift();
    }
    const task = this.nextTask++;
    return new Promise<RowPdf>((resolve, reject) => {
      pooled.tasks.set(task, { helpers, resolve, reject });
      pooled.worker.postMessage({ type: 'run', task, shared: sharedId, row } satisfies ToWorker);
    });
  }

  private readonly sharedIds = new WeakMap<RowPdfShared, number>();
  private nextShared = 1;

  private sharedIdOf(shared: RowPdfShared): number {
    let id = this.sharedIds.get(shared);
    if (id === undefined) {
      id = this.nextShared++;
      this.sharedIds.set(shared, id);
    }
    return id;
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((pooled) => pooled.worker.terminate()));
  }

  private leastBusy(): PooledWorker {
    if (this.workers.length < this.size) return this.start();
    return this.workers.reduce((best, pooled) => (pooled.tasks.size < best.tasks.size ? pooled : best));
  }

  private start(): PooledWorker {
    const worker = new Worker(this.script!);
    worker.unref();
    const pooled: PooledWorker = { worker, tasks: new Map(), shared: [] };
    this.workers.push(pooled);
    worker.on('message', (message: FromWorker) => void this.onMessage(pooled, message));
    const fail = (error: Error) => {
      const index = this.workers.indexOf(pooled);
      if (index >= 0) this.workers.splice(index, 1);
      for (const task of pooled.tasks.values()) task.reject(error);
      pooled.tasks.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`HR row PDF worker exited (code ${code})`)));
    return pooled;
  }

  private async onMessage(pooled: PooledWorker, message: FromWorker): Promise<void> {
    const task = pooled.tasks.get(message.task);
    if (!task) return;
    if (message.type === 'done' || message.type === 'failed') {
      pooled.tasks.delete(message.task);
      if (message.type === 'done') task.resolve(message.result);
      else task.reject(fromWire(message.error));
      return;
    }
    try {
      const bytes =
        message.type === 'sign'
          ? await signWith(task.helpers.signer, message.request)
          : await task.helpers.answerTimeStamp(message.body);
      pooled.worker.postMessage({ type: 'answer', call: message.call, bytes } satisfies ToWorker);
    } catch (error) {
      pooled.worker.postMessage({ type: 'refuse', call: message.call, error: toWire(error) } satisfies ToWorker);
    }
  }
}

function signWith(signer: PdfSigner, request: Parameters<ExternalSigner>[0]): Promise<Uint8Array> {
  return typeof signer.key === 'function'
    ? signer.key(request)
    : signer.engine.sign(signer.key, request.algorithm, request.data);
}

let shared: RowPdfPool | undefined;

/** The process's pool: threaded when the bundled worker script sits next to this code. */
export function rowPdfPool(): RowPdfPool {
  // Looked for once, with the pool: every row of a batch asks for the pool, and a stat a row is a
  // file-system call on the event loop for nothing.
  shared ??= new RowPdfPool(
    existsSync(fileURLToPath(WORKER_SCRIPT)) ? WORKER_SCRIPT : undefined,
    pdfThreadsFor(availableParallelism()),
  );
  return shared;
}

/** Ends the workers (the server's close); rows asked for later run on the event loop. */
export async function closeRowPdfPool(): Promise<void> {
  await shared?.close();
}
