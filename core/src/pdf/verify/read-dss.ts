// The Document Security Store (ISO 32000-2 12.8.4.3, PAdES B-LT): certificates, OCSP responses
// and CRLs kept in the document for long-term validation, overall and per signature (VRI, keyed
// by the upper-case hex SHA-1 of the signature's /Contents). Certificates are parsed because chain
// building uses them; OCSP responses and CRLs are counted, and kept as DER for check-revocation.ts.
import type { PdfDocument } from '../parse/document/pdf-document';
import type { PdfView } from '../parse/document/pdf-view';
import { PdfDict } from '../parse/model/pdf-dict';
import { PdfStream } from '../parse/model/pdf-stream';
import type { PdfValue } from '../parse/model/pdf-value';
import type { Certificate } from '../x509/certificate';
import type { RevocationSources } from './check-revocation';
import { parseCertificate } from '../x509/parse-certificate';

export interface DssRevision {
  readonly revision: number;
  /** OCSP responses and CRLs in that revision's DSS. */
  readonly revocationData: number;
}

export interface DssContents {
  readonly present: boolean;
  /** The first revision with a /DSS: what a later document time-stamp must cover for B-LTA. */
  readonly revision?: number;
  /**
   * Every revision whose catalog has a /DSS, oldest first, with the OCSP responses and CRLs that
   * revision's DSS holds: a signature added after the first DSS gets its long-term data from a
   * later one (each signing's DSS update), so its level is judged by the DSS revisions after it.
   */
  readonly history: readonly DssRevision[];
  readonly certificates: readonly Certificate[];
  readonly certificateCount: number;
  readonly ocspResponses: number;
  readonly crls: number;
  /** Upper-case hex keys of the VRI entries. */
  readonly vri: ReadonlySet<string>;
  /** The OCSP responses and CRLs themselves, decoded from their streams. */
  readonly revocation: RevocationSources;
}

const EMPTY: DssContents = {
  present: false,
  certificates: [],
  certificateCount: 0,
  ocspResponses: 0,
  crls: 0,
  vri: new Set(),
  history: [],
  revocation: { crls: [], ocspResponses: [] },
};

/** Streams under `keys` of a DSS dictionary, as `view` (a revision or the whole file) resolves them. */
function countStreams(view: PdfView, dict: PdfDict, ...keys: string[]): number {
  return keys.reduce(
    (n, key) => n + (view.getArray(dict, key)?.filter((v) => view.resolve(v) instanceof PdfStream).length ?? 0),
    0,
  );
}

/** The decoded streams under `key` (a stream that does not decode is left out). */
function streamsOf(view: PdfView, dict: PdfDict, key: string): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (const value of view.getArray(dict, key) ?? []) {
    const stream = view.resolve(value);
    if (!(stream instanceof PdfStream)) continue;
    try {
      out.push(view.decodeStream(stream).data);
    } catch {
      // Undecodable revocation data proves nothing.
    }
  }
  return out;
}

function dssHistory(doc: PdfDocument): DssRevision[] {
  const history: DssRevision[] = [];
  for (const revision of doc.revisions) {
    const view = doc.atRevision(revision.index);
    const dss = view.dictOf(view.catalog?.get('DSS'));
    if (dss) history.push({ revision: revision.index, revocationData: countStreams(view, dss, 'OCSPs', 'CRLs') });
  }
  return history;
}

export function readDss(doc: PdfDocument): DssContents {
  const view = doc;
  const catalog = view.catalog;
  const raw = catalog?.get('DSS');
  const dss = view.dictOf(raw);
  if (!catalog || !dss) return EMPTY;
  const count = (dict: PdfDict, ...keys: string[]) => countStreams(view, dict, ...keys);
  const certificates: Certificate[] = [];
  for (const value of view.getArray(dss, 'Certs') ?? []) {
    const stream = view.resolve(value);
    if (!(stream instanceof PdfStream)) continue;
    try {
      certificates.push(parseCertificate(view.decodeStream(stream).data));
    } catch {
      // A certificate that does not parse cannot help build a chain; counting it is enough.
    }
  }
  const vri = new Set<string>();
  for (const [key, value] of view.getDict(dss, 'VRI')?.entries() ?? []) {
    if (view.resolve(value as PdfValue) instanceof PdfDict) vri.add(key.toUpperCase());
  }
  const history = dssHistory(doc);
  return {
    present: true,
    revision: history[0]?.revision,
    history,
    certificates,
    certificateCount: count(dss, 'Certs'),
    ocspResponses: count(dss, 'OCSPs'),
    crls: count(dss, 'CRLs'),
    vri,
    revocation: { crls: streamsOf(view, dss, 'CRLs'), ocspResponses: streamsOf(view, dss, 'OCSPs') },
  };
}
