// Entry of an HR row PDF worker thread (bundled as dist/row-pdf-worker.js, started by
// row-pdf-pool.ts): fills and signs rows (sign-row-pdf.ts) so the work uses the machine's other
// cores. The enterprise's signature and the TSA's time-stamp are asked of the main thread.
// What a chunk's rows share arrives once per chunk (row-pdf-messages.ts); its bytes (the template,
// the seal image, the chain, the OCSP response and CRLs) are fresh copies each time and are
// swapped for the first copy seen with the same content, because core caches decoded images,
// parsed templates and DSS streams by buffer identity.
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { createTimeStamper, type PdfSigner } from '@ecsign/core/pdf';
import { installNativeDeflate } from '../../native-deflate';
import { createNodeCryptoEngine } from '../pki/node-crypto-engine';
import { templateFont } from '../templates/template-font';
import { fromWire, SHARED_KEPT, toWire, type FromWorker, type ToWorker } from './row-pdf-messages';
import { signRowPdf, type RowPdfInput, type RowPdfRow, type RowPdfShared } from './sign-row-pdf';

installNativeDeflate();
const port = parentPort!;
const engine = createNodeCryptoEngine();
const post = (message: FromWorker) => port.postMessage(message);

const KEPT = 64;
const seen = new Map<string, Uint8Array>();
function canonical(bytes: Uint8Array): Uint8Array {
  const key = `${bytes.length}:${createHash('sha256').update(bytes).digest('hex')}`;
  const known = seen.get(key);
  if (known) return known;
  if (seen.size >= KEPT) seen.delete(seen.keys().next().value!);
  seen.set(key, bytes);
  return bytes;
}
const canonicalAll = (list: readonly Uint8Array[] | undefined) => list?.map(canonical);

let nextCall = 1;
const calls = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();
function ask(message: { type: 'sign' | 'stamp'; task: number } & Record<string, unknown>): Promise<Uint8Array> {
  const call = nextCall++;
  return new Promise((resolve, reject) => {
    calls.set(call, { resolve, reject });
    post({ ...message, call } as FromWorker);
  });
}

/** Chunks' shared inputs by number, their bytes canonical (see SHARED_KEPT). */
const shared = new Map<number, RowPdfShared>();

function share(id: number, raw: RowPdfShared): void {
  shared.set(id, {
    ...raw,
    source: canonical(raw.source),
    sealPng: canonical(raw.sealPng),
    certificateChain: raw.certificateChain.map(canonical),
    revocation: {
      ocspResponses: canonicalAll(raw.revocation.ocspResponses),
      crls: canonicalAll(raw.revocation.crls),
      certificates: canonicalAll(raw.revocation.certificates),
    },
  });
  if (shared.size > SHARED_KEPT) shared.delete(shared.keys().next().value!);
}

async function run(task: number, common: RowPdfShared, row: RowPdfRow): Promise<void> {
  const input: RowPdfInput = { ...common, ...row };
  const signer: PdfSigner = {
    engine,
    key: (request) => ask({ type: 'sign', task, request }),
    certificateChain: input.certificateChain,
    ...(input.algorithm ? { algorithm: input.algorithm } : {}),
  };
  // The same request/response code the in-process platform time stamper uses, nonce check included.
  const timeStamper = createTimeStamper({
    name: 'platform-tsa',
    engine,
    send: (request) => ask({ type: 'stamp', task, body: request }),
  });
  try {
    const result = await signRowPdf(input, { signer, timeStamper, font: await templateFont() });
    // The PDF (~100 KB) moves to the main thread instead of being copied, when it owns its buffer.
    const { buffer, byteOffset, byteLength } = result.bytes;
    const movable = buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength;
    port.postMessage({ type: 'done', task, result } satisfies FromWorker, movable ? [buffer] : []);
  } catch (error) {
    post({ type: 'failed', task, error: toWire(error) });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'share') {
    share(message.shared, message.input);
    return;
  }
  if (message.type === 'run') {
    void run(message.task, shared.get(message.shared)!, message.row);
    return;
  }
  const pending = calls.get(message.call);
  if (!pending) return;
  calls.delete(message.call);
  if (message.type === 'answer') pending.resolve(message.bytes);
  else pending.reject(fromWire(message.error));
});
