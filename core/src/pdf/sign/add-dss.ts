// The Document Security Store (ISO 32000-2 12.8.4.3, PAdES B-LT): certificates, OCSP responses
// and CRLs as streams listed in the catalog's /DSS, so the signatures can be validated after the
// CA's services are gone. An existing DSS is extended (what it holds is not written twice), and
// the latest signature gets a /VRI entry keyed by the upper-case hex SHA-1 of its /Contents
// (as written, zero padding included — what pyHanko and Acrobat key by).
import { toHex } from '../asn1/hex';
import type { CryptoEngine } from '../crypto/types';
import type { PdfDocument } from '../parse/document/pdf-document';
import type { PdfView } from '../parse/document/pdf-view';
import { PdfDict } from '../parse/model/pdf-dict';
import { PdfName } from '../parse/model/pdf-name';
import { PdfRef } from '../parse/model/pdf-ref';
import { PdfStream } from '../parse/model/pdf-stream';
import { isRef, type PdfValue } from '../parse/model/pdf-value';
import { findSignatures } from '../parse/structure/find-signatures';
import { appendIncrementalUpdate } from '../write/append-incremental-update';
import { createStream } from '../write/create-stream';
import { nextObjectNumber } from '../write/next-object-number';
import { CatalogDraft } from './catalog-draft';
import { checkSignable, openForSigning } from './open-for-signing';
import type { UpdateObject } from './place-signature-field';

export interface DssOptions {
  readonly engine: CryptoEngine;
  readonly certificates?: readonly Uint8Array[];
  readonly ocspResponses?: readonly Uint8Array[];
  readonly crls?: readonly Uint8Array[];
  /** Add a /VRI entry for the latest signature or time-stamp (default true). */
  readonly vri?: boolean;
  /**
   * The latest signature's /Contents as written (appendSignedRevision's onContents), when the
   * caller has it: the /VRI key is taken from it instead of finding every signature in the file.
   */
  readonly vriContents?: Uint8Array;
}

/**
 * A server signs many documents with the same chain, OCSP response and CRLs: each item's hash is
 * remembered per buffer (weakly: it goes when the caller drops the bytes), and its compressed
 * stream by that hash — the TSA's certificates come as fresh buffers out of every time-stamp
 * token, yet are deflated once. The streams kept are bounded (the oldest go first).
 */
const itemKeys = new WeakMap<Uint8Array, string>();
const itemStreams = new Map<string, PdfStream>();
const ITEM_STREAMS_KEPT = 256;

function itemStream(der: Uint8Array, hash: string): PdfStream {
  let stream = itemStreams.get(hash);
  if (!stream) {
    stream = createStream(new PdfDict(), der);
    if (itemStreams.size >= ITEM_STREAMS_KEPT) itemStreams.delete(itemStreams.keys().next().value!);
    itemStreams.set(hash, stream);
  }
  // A fresh dictionary per document: the writer never sees one object twice.
  return new PdfStream(stream.dict.clone(), stream.raw);
}

/** `input` the signed file, or the document signPdf has just written (documentAfterUpdate). */
export async function addDss(input: Uint8Array | PdfDocument, options: DssOptions): Promise<Uint8Array> {
  const doc =
    input instanceof Uint8Array
      ? openForSigning(input, { allowUnderNoChanges: true })
      : checkSignable(input, { allowUnderNoChanges: true });
  let next = nextObjectNumber(doc);
  const allocate = () => new PdfRef(next++, 0);
  const catalog = new CatalogDraft(doc);
  const raw = catalog.dict.get('DSS');
  const current = doc.dictOf(raw);
  const dss = current?.clone() ?? new PdfDict({ Type: new PdfName('DSS') });
  const objects: UpdateObject[] = [];
  const keyOf = async (data: Uint8Array) => toHex(await options.engine.digest('SHA-256', data));

  /** Appends the items not already stored under `key`; returns the refs of all given items. */
  const merge = async (key: string, items: readonly Uint8Array[] = []): Promise<PdfRef[]> => {
    const list: PdfValue[] = current ? [...(doc.getArray(current, key) ?? [])] : [];
    const known = new Map<string, PdfRef>();
    if (items.length > 0) {
      for (const item of list) {
        const stream = isRef(item) ? doc.getObject(item) : undefined;
        if (stream instanceof PdfStream) known.set(await keyOf(doc.decodeStream(stream).data), item as PdfRef);
      }
    }
    const refs: PdfRef[] = [];
    for (const der of items) {
      let hash = itemKeys.get(der);
      if (hash === undefined) {
        hash = await keyOf(der);
        itemKeys.set(der, hash);
      }
      let ref = known.get(hash);
      if (!ref) {
        ref = allocate();
        objects.push({ ref, value: itemStream(der, hash) });
        known.set(hash, ref);
        list.push(ref);
      }
      if (!refs.includes(ref)) refs.push(ref);
    }
    if (list.length > 0) dss.set(key, list);
    return refs;
  };
  const certs = await merge('Certs', options.certificates);
  const ocsps = await merge('OCSPs', options.ocspResponses);
  const crls = await merge('CRLs', options.crls);
  if (options.vri !== false)
    await addVri(doc, dss, options.engine, { Cert: certs, OCSP: ocsps, CRL: crls }, options.vriContents);

  if (isRef(raw)) objects.push({ ref: raw, value: dss });
  else {
    const ref = allocate();
    objects.push({ ref, value: dss });
    catalog.set('DSS', ref);
  }
  return appendIncrementalUpdate(doc, { objects: [...objects, ...catalog.objects()] }).bytes;
}

async function addVri(
  view: PdfView,
  dss: PdfDict,
  engine: CryptoEngine,
  refs: Record<string, PdfRef[]>,
  known: Uint8Array | undefined,
) {
  const contents = known ?? latestContents(view);
  if (!contents) return;
  const key = toHex(await engine.digest('SHA-1', contents)).toUpperCase();
  const vri = view.dictOf(dss.get('VRI'))?.clone() ?? new PdfDict();
  const entry = view.dictOf(vri.get(key))?.clone() ?? new PdfDict();
  for (const [name, list] of Object.entries(refs)) {
    const existing = view.resolve(entry.get(name));
    const merged: PdfValue[] = Array.isArray(existing) ? [...existing] : [];
    for (const ref of list) if (!merged.some((r) => isRef(r) && r.equals(ref))) merged.push(ref);
    if (merged.length > 0) entry.set(name, merged);
  }
  vri.set(key, entry);
  dss.set('VRI', vri);
}

/** The /Contents of the signature or time-stamp written last (the one furthest into the file). */
function latestContents(view: PdfView): Uint8Array | undefined {
  return findSignatures(view)
    .signatures.filter((s) => s.contents && s.offset !== undefined)
    .sort((a, b) => b.offset! - a.offset!)[0]?.contents;
}
