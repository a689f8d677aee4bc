// The worker side of start-verify-worker.ts: checks each file the main thread sends and posts its
// CheckedFile back (plain data: the statuses survive the structured clone).
import { parentPort, workerData } from 'node:worker_threads';
import { createVerifyEngine } from './create-verify-engine';
import { loadTrustAnchors } from './load-trust-anchors';
import type { VerifyWorkerData } from './start-verify-worker';
import { verifyFile } from './verify-file';

export function serveVerifyRequests(): void {
  const { trust, language, now } = workerData as VerifyWorkerData;
  const port = parentPort!;
  // The main thread read these files already; a failure here rejects the first check.
  const ready = Promise.resolve().then(() => loadTrustAnchors(trust, language));
  const engine = createVerifyEngine();
  port.on('message', (file: string) => {
    void ready.then(async (trustAnchors) => {
      port.postMessage(await verifyFile(file, { engine, trustAnchors, language, now: new Date(now) }));
    });
  });
}
