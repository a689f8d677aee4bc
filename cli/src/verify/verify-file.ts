// Checks one file for `ecsign verify`: opens it (open-file-source.ts), runs core's validator, and turns the report into
// the file's verdict. Never rejects: an unreadable file, one core cannot evaluate (not a PDF,
// empty, damaged, encrypted) or even a validator bug becomes that file's `error` result, so the
// run goes on with the others.
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { translate, type TLanguage } from '@ecsign/core/i18n';
import {
  errorVerdict,
  filledSignatures,
  isPdfVerificationError,
  toFileVerdict,
  verifyPdf,
  type Certificate,
  type CryptoEngine,
  type SignatureStatus,
  type TFileVerdict,
} from '@ecsign/core/pdf';
import { fileErrorReason } from '../sign/file-error-reason';
import { openFileSource, type OpenedFile } from './open-file-source';

export interface CheckedFile {
  readonly verdict: TFileVerdict;
  /** The validator's statuses behind `verdict.signatures`, in the same order. */
  readonly statuses: readonly SignatureStatus[];
  readonly seconds: number;
}

export interface VerifyFileOptions {
  readonly engine: CryptoEngine;
  readonly trustAnchors: readonly Certificate[];
  readonly language: TLanguage;
  readonly now: Date;
}

export async function verifyFile(file: string, options: VerifyFileOptions): Promise<CheckedFile> {
  // process.hrtime, not performance.now(): the first use of `performance` loads perf_hooks' eleven
  // modules, a millisecond of every `ecsign verify` start.
  const started = process.hrtime.bigint();
  const done = (verdict: TFileVerdict, statuses: readonly SignatureStatus[] = []): CheckedFile => ({
    verdict,
    statuses,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
  });
  let opened: OpenedFile;
  try {
    opened = openFileSource(file);
  } catch (error) {
    return done(
      errorVerdict(file, translate(options.language, 'cliVerifyCannotRead', { reason: fileErrorReason(error) })),
    );
  }
  try {
    const report = await verifyPdf(opened.input, {
      engine: options.engine,
      trustAnchors: options.trustAnchors,
      now: options.now,
    });
    return done(toFileVerdict(file, report), filledSignatures(report));
  } catch (error) {
    if (isPdfVerificationError(error)) {
      return done(errorVerdict(file, ERROR_CATALOGUE[error.catalogueCode].text[options.language]));
    }
    return done(errorVerdict(file, `unexpected error: ${(error as Error)?.message ?? String(error)}`));
  } finally {
    opened.close();
  }
}
