// The messages between the main thread and an HR row PDF worker (row-pdf-pool.ts ⇄ row-pdf-worker.ts).
// A task is one row; while it runs the worker asks the main thread for the enterprise's signature
// (the private key stays on the main thread) and for the platform TSA's time-stamp (its serial
// numbers come from the database), naming the task so the main thread answers with that row's signer.
// What a chunk's rows share (template, seal, chain, OCSP response and CRLs) is posted once per
// worker ('share') and named by number in each 'run': both sides keep the last SHARED_KEPT in
// order of arrival, so they agree on what the worker still holds.
import { AppError } from '@ecsign/core/errors';
import type { SignRequest } from '@ecsign/core/pdf';
import type { RowPdf, RowPdfRow, RowPdfShared } from './sign-row-pdf';

export type ToWorker =
  | { type: 'share'; shared: number; input: RowPdfShared }
  | { type: 'run'; task: number; shared: number; row: RowPdfRow }
  | { type: 'answer'; call: number; bytes: Uint8Array }
  | { type: 'refuse'; call: number; error: WireError };

/** Chunks' shared inputs a worker keeps (first in, first out). */
export const SHARED_KEPT = 8;

export type FromWorker =
  | { type: 'sign'; task: number; call: number; request: SignRequest }
  | { type: 'stamp'; task: number; call: number; body: Uint8Array }
  | { type: 'done'; task: number; result: RowPdf }
  | { type: 'failed'; task: number; error: WireError };

/** An error across the thread boundary: an AppError keeps its code (a refusal stays a refusal). */
export interface WireError {
  message: string;
  appError?: { code: AppError['code']; details: unknown };
}

export function toWire(error: unknown): WireError {
  if (error instanceof AppError)
    return { message: error.message, appError: { code: error.code, details: error.details } };
  return { message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

export function fromWire(wire: WireError): Error {
  if (wire.appError) {
    return new AppError(wire.appError.code, { internal: wire.message, details: wire.appError.details });
  }
  return new Error(`HR row PDF worker: ${wire.message}`);
}
