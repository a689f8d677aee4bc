// One file's verdict in the plain JSON shape that `ecsign verify --format json` prints and
// `POST /ecapi/file/verify` answers: a pass/fail per file for CI and every signature as
// flat fields and problem codes (clients show PROBLEM_TEXTS for them). A signature passes only
// when it is intact, chains to a trust anchor, and nothing disallowed was changed after it —
// its bottom line `valid` and `trusted`; unfilled signature fields are not signatures.
import { deriveVerdict, type Verdict, type VerdictReason } from './derive-verdict';
import type { PadesLevel, PdfVerificationReport, SignatureStatus } from './types';
import type { SignatureProblem } from './problem-codes';

export type TFileStatus = 'valid' | 'invalid' | 'unsigned' | 'error';

export interface TSignatureVerdict {
  /** Fully qualified field name(s), joined with ", " when one signature sits in several fields. */
  readonly field: string;
  /** The signer certificate's common name, else its subject; the TSA for a document time-stamp. */
  readonly signer: string | null;
  readonly intact: boolean;
  readonly trusted: boolean;
  /** `whole`: no revision follows the signed one; `partial`: anything else (kept for old readers). */
  readonly coverage: 'whole' | 'partial';
  /**
   * What the signature leaves unsigned: `none`; `later-revisions`, revisions appended after the
   * signed one (changes that may be allowed, see `modifiedAfterSigning`); `gap`, bytes inside its
   * own revision — the /ByteRange does not cover a whole revision, so the signature fails;
   * `after-eof`, bytes after the file's last %%EOF that belong to no revision (a warning, or a
   * failure when they hold PDF objects: `objects-after-last-eof`).
   */
  readonly uncovered: 'none' | 'later-revisions' | 'gap' | 'after-eof';
  /** Changed after signing in a way its permissions do not allow. */
  readonly modifiedAfterSigning: boolean;
  readonly level: PadesLevel | null;
  /** "ECDSA with SHA-256". */
  readonly algorithm: string | null;
  /** The claimed signing time (signingTime attribute, else /M), ISO 8601. */
  readonly signingTime: string | null;
  /** The time proven by a valid time-stamp, ISO 8601. */
  readonly timestamp: string | null;
  readonly problems: readonly SignatureProblem[];
  /** ETSI EN 319 102-1 main indication: valid exactly when the signature passes. */
  readonly verdict: Verdict;
  /** The sub-indication when not valid (`NO_CERTIFICATE_CHAIN_FOUND`, `HASH_FAILURE` …), else null. */
  readonly reason: VerdictReason | null;
}

export interface TFileVerdict {
  readonly file: string;
  readonly status: TFileStatus;
  /** For a signed file: the worst signature verdict (invalid › indeterminate › valid) and its reason. */
  readonly verdict?: Verdict;
  readonly reason?: VerdictReason | null;
  readonly signatures: readonly TSignatureVerdict[];
  /** Why the file could not be checked (status `error`), in the reader's language. */
  readonly error?: string;
}

/** The CI rule: intact, trusted, not modified in a disallowed way, and no other finding against it. */
export function signaturePasses(status: SignatureStatus): boolean {
  return status.intact && status.trusted && !status.modifiedAfterSigning && status.bottomLine === 'valid';
}

// A signature that covers no whole revision (its range stops inside one, or its gap holds more
// than its /Contents) is the 'unknown' coverage: the bytes it leaves out are in its own revision.
const UNCOVERED = {
  'whole-document': 'none',
  'earlier-revision': 'later-revisions',
  unknown: 'gap',
} as const satisfies Record<SignatureStatus['coverage'], TSignatureVerdict['uncovered']>;

const iso = (date: Date | undefined) => (date ? date.toISOString() : null);

function uncoveredOf(status: SignatureStatus): TSignatureVerdict['uncovered'] {
  const afterEof = status.problems.some((p) => p === 'objects-after-last-eof' || p === 'bytes-after-last-eof');
  // Later revisions already leave everything after the signed one out; a gap is worse still.
  return afterEof && status.coverage === 'whole-document' ? 'after-eof' : UNCOVERED[status.coverage];
}

function algorithmOf(status: SignatureStatus): string | null {
  const { signatureAlgorithm: signature, digestAlgorithm: digest } = status;
  if (signature && digest) return `${signature} with ${digest}`;
  return signature ?? digest ?? null;
}

export function toSignatureVerdict(status: SignatureStatus): TSignatureVerdict {
  return {
    field: status.fieldNames.join(', '),
    signer: status.signer ? (status.signer.commonName ?? status.signer.subject) : null,
    intact: status.intact,
    trusted: status.trusted,
    coverage: status.coverage === 'whole-document' ? 'whole' : 'partial',
    uncovered: uncoveredOf(status),
    modifiedAfterSigning: status.modifiedAfterSigning,
    level: status.level ?? null,
    algorithm: algorithmOf(status),
    signingTime: iso(status.claimedSigningTime.attribute ?? status.claimedSigningTime.dictionary),
    timestamp: iso(status.timeStampTime),
    problems: [...status.problems],
    ...(({ verdict, reason }) => ({ verdict, reason }))(deriveVerdict(status)),
  };
}

/** The signatures that were filled in (placeholders are empty fields, not signatures). */
export function filledSignatures(report: PdfVerificationReport): SignatureStatus[] {
  return report.signatures.filter((s) => s.bottomLine !== 'unsigned');
}

export function toFileVerdict(file: string, report: PdfVerificationReport): TFileVerdict {
  const signed = filledSignatures(report);
  const status: TFileStatus = signed.length === 0 ? 'unsigned' : signed.every(signaturePasses) ? 'valid' : 'invalid';
  const signatures = signed.map(toSignatureVerdict);
  if (signatures.length === 0) return { file, status, signatures };
  const worst =
    signatures.find((s) => s.verdict === 'invalid') ??
    signatures.find((s) => s.verdict === 'indeterminate') ??
    signatures[0]!;
  return { file, status, verdict: worst.verdict, reason: worst.reason, signatures };
}

/** A file that could not be checked at all: not a PDF, empty, damaged, encrypted, unreadable. */
export function errorVerdict(file: string, error: string): TFileVerdict {
  return { file, status: 'error', signatures: [], error };
}
