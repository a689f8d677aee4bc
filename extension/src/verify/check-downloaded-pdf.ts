// Downloads a PDF the person pointed at and checks it locally with core's validator: the verdict
// the CLI gives for one file, or why it cannot be checked. Spec item V-signature-check-pdf: only PDF files carrying
// e-signatures are accepted, so a page that is not a PDF and an unsigned PDF get that message.
import {
  filledSignatures,
  isPdfVerificationError,
  toFileVerdict,
  verifyPdf,
  type CryptoEngine,
} from '@ecsign/core/pdf';
import { fetchPdf } from './fetch-pdf';
import { fileNameOf } from './file-name-of';
import type { TVerifyResult } from './verify-result';

/** Larger downloads are not checked (the extension holds the whole file in memory). */
export const MAX_DOWNLOAD_BYTES = 100 * 1024 * 1024;

export interface CheckDownloadOptions {
  readonly fetch: typeof fetch;
  readonly engine: CryptoEngine;
  readonly trustAnchors: readonly string[];
  readonly now: () => number;
  readonly id: string;
  /** Sent with the download: the session token, for the extension's own server only. */
  readonly headers?: Record<string, string>;
}

export async function checkDownloadedPdf(url: string, options: CheckDownloadOptions): Promise<TVerifyResult> {
  const base = { id: options.id, url, checkedAt: options.now() };
  let reply: Response;
  try {
    reply = await fetchPdf(url, options.fetch, options.headers);
  } catch (error) {
    return { ...base, name: fileNameOf(url, null), state: 'fetch-failed', reason: (error as Error).message };
  }
  const name = fileNameOf(reply.url || url, reply.headers.get('content-disposition'));
  if (!reply.ok) return { ...base, name, state: 'fetch-failed', reason: `HTTP ${reply.status}` };
  if (Number(reply.headers.get('content-length')) > MAX_DOWNLOAD_BYTES) {
    return { ...base, name, state: 'refused', code: 'PAYLOAD_TOO_LARGE' };
  }
  const bytes = new Uint8Array(await reply.arrayBuffer());
  try {
    const report = await verifyPdf(bytes, {
      engine: options.engine,
      trustAnchors: options.trustAnchors,
      now: new Date(options.now()),
    });
    const signatures = filledSignatures(report);
    if (signatures.length === 0) return { ...base, name, state: 'refused', code: 'PDF_NOT_SIGNED' };
    return {
      ...base,
      name,
      state: 'done',
      verdict: toFileVerdict(name, report),
      bottomLine: report.document.bottomLine,
      signatureBottomLines: signatures.map((signature) => signature.bottomLine),
    };
  } catch (error) {
    if (!isPdfVerificationError(error)) throw error;
    const code = error.catalogueCode === 'NOT_A_PDF' ? 'PDF_NOT_SIGNED' : error.catalogueCode;
    return { ...base, name, state: 'refused', code };
  }
}
