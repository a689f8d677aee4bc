// Loads indirect objects on demand and caches them: the xref is read at open, objects only when
// asked for, so opening a 50 MB file costs the xref and little else. Shared by all revision views.
import { ensureViewLoaded } from './sparse-file-image';
import { PdfRef } from '../model/pdf-ref';
import { PdfStream } from '../model/pdf-stream';
import { isInteger, isName, type PdfValue } from '../model/pdf-value';
import type { SecurityHandler } from '../crypt/create-security-handler';
import { decryptObjectValue } from '../crypt/decrypt-object-value';
import { decodeFilters } from '../filters/decode-filters';
import type { PdfWarning } from '../pdf-warning';
import { parseIndirectObject } from '../syntax/parse-indirect-object';
import { indexObjectStream, readObjectStreamMember, type ObjectStreamIndex } from '../xref/parse-object-stream';
import type { PdfRevision } from '../xref/pdf-revision';
import type { XrefEntry } from '../xref/xref-entry';
import { InflateBudget, inflateBudgetFor } from './inflate-budget';
import type { PdfIndirectObject } from './pdf-indirect-object';

type Compressed = XrefEntry & { type: 'compressed' };

export class ObjectStore {
  private readonly cache = new Map<string, PdfIndirectObject>();
  private readonly objectStreams = new WeakMap<PdfStream, ObjectStreamIndex | string>();
  private readonly loading = new Set<string>();
  /**
   * What every decode of this document may cost in all. Decoded object streams stay cached while
   * the document is open, so a file of many small decompression bombs could otherwise hold
   * gigabytes; past the budget the remaining ones read as damaged.
   */
  readonly inflateBudget: InflateBudget;
  security: { handler: SecurityHandler; encryptNum: number | undefined } | undefined;
  private repairs: ReadonlyMap<XrefEntry, number> | undefined;
  private readonly findRepairs: (() => ReadonlyMap<XrefEntry, number>) | undefined;

  constructor(
    readonly bytes: Uint8Array,
    readonly revisions: readonly PdfRevision[],
    readonly warnings: PdfWarning[],
    /**
     * Corrected offsets for entries whose offset did not point at their object; or how to find
     * them, called when the first object is not where its entry says (a signer's open checks no
     * offset it does not use).
     */
    repairs: ReadonlyMap<XrefEntry, number> | (() => ReadonlyMap<XrefEntry, number>),
  ) {
    this.inflateBudget = new InflateBudget(inflateBudgetFor(bytes.length), warnings);
    if (typeof repairs === 'function') this.findRepairs = repairs;
    else this.repairs = repairs;
  }

  /** Corrected offsets for entries whose offset did not point at their object (all of them checked now). */
  get repairedOffsets(): ReadonlyMap<XrefEntry, number> {
    return (this.repairs ??= this.findRepairs!());
  }

  /** The entry in force for object `num` as of revision `rev`, and the revision that wrote it. */
  entryAsOf(num: number, rev: number): { entry: XrefEntry; revision: number } | undefined {
    for (let r = Math.min(rev, this.revisions.length - 1); r >= 0; r--) {
      const entry = this.revisions[r]!.entries.get(num);
      if (entry) return entry.type === 'free' ? undefined : { entry, revision: r };
    }
    return undefined;
  }

  load(num: number, rev: number): PdfIndirectObject | undefined {
    const found = this.entryAsOf(num, rev);
    if (!found) return undefined;
    const { entry } = found;
    let { revision } = found;
    // An object inside an object stream is read from that stream as it stands at `rev`: a later
    // update may write a new stream under the old number, and viewers then show its objects.
    if (entry.type === 'compressed') {
      const container = this.entryAsOf(entry.stream, rev);
      if (container && container.revision > revision) revision = container.revision;
    }
    const key = `${revision}:${num}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    if (this.loading.has(key)) return undefined; // a reference cycle through /Length or an object stream
    this.loading.add(key);
    try {
      const object =
        entry.type === 'offset'
          ? this.loadAt(num, entry, revision)
          : this.loadCompressed(num, entry as Compressed, revision);
      this.cache.set(key, object);
      return object;
    } finally {
      this.loading.delete(key);
    }
  }

  private loadAt(num: number, entry: XrefEntry & { type: 'offset' }, revision: number): PdfIndirectObject {
    const ref = new PdfRef(num, entry.gen);
    const offset = this.repairs?.get(entry) ?? entry.offset;
    try {
      return this.parseAt(ref, entry, revision, offset);
    } catch (error) {
      // Offsets not checked at open are checked now, all at once, and the object read where it is.
      const repaired = this.repairs === undefined ? this.repairedOffsets.get(entry) : undefined;
      if (repaired === undefined) return this.damaged(ref, revision, error, { offset });
      try {
        return this.parseAt(ref, entry, revision, repaired);
      } catch (retryError) {
        return this.damaged(ref, revision, retryError, { offset: repaired });
      }
    }
  }

  private parseAt(ref: PdfRef, entry: XrefEntry, revision: number, offset: number): PdfIndirectObject {
    const parsed = parseIndirectObject(this.bytes, offset, {
      resolveLength: (lengthRef) => {
        const length = this.load(lengthRef.num, revision)?.value;
        return isInteger(length) ? length : undefined;
      },
    });
    if (parsed.num !== ref.num) throw new Error(`found object ${parsed.num} instead`);
    let value = parsed.value;
    const security = this.security;
    const isXref = value instanceof PdfStream && isName(value.dict.get('Type'), 'XRef');
    if (security && ref.num !== security.encryptNum && !isXref) {
      value = decryptObjectValue(security.handler, ref.num, ref.gen, value);
    }
    return { ref, value, revision, offset, end: parsed.end };
  }

  private loadCompressed(num: number, entry: Compressed, revision: number): PdfIndirectObject {
    const ref = new PdfRef(num, 0);
    const where = { objectStream: { num: entry.stream, index: entry.index } };
    try {
      const container = this.load(entry.stream, revision)?.value;
      if (!(container instanceof PdfStream)) throw new Error(`object stream ${entry.stream} is missing`);
      const index = this.objectStreamIndex(container, revision);
      return { ref, value: readObjectStreamMember(index, num, entry.index), revision, ...where };
    } catch (error) {
      return this.damaged(ref, revision, error, where);
    }
  }

  /** Follows references (a bounded chain) as of a revision; missing objects are null. */
  resolve(value: PdfValue | undefined, rev: number): PdfValue | undefined {
    for (let hops = 0; value instanceof PdfRef && hops < 32; hops++) value = this.load(value.num, rev)?.value ?? null;
    return value instanceof PdfRef ? null : value;
  }

  private objectStreamIndex(stream: PdfStream, revision: number): ObjectStreamIndex {
    let index = this.objectStreams.get(stream);
    if (index === undefined) {
      try {
        const raw = stream.decrypt ? stream.decrypt(ensureViewLoaded(stream.raw)) : ensureViewLoaded(stream.raw);
        const { dict } = stream;
        const filter = this.resolve(dict.get('Filter'), revision);
        const parms = this.resolve(dict.get('DecodeParms'), revision);
        const { data } = this.inflateBudget.decode('an object stream', () => decodeFilters(raw, filter, parms));
        index = indexObjectStream(dict, data);
      } catch (error) {
        index = String(error);
      }
      this.objectStreams.set(stream, index);
    }
    if (typeof index === 'string') throw new Error(index);
    return index;
  }

  private damaged(ref: PdfRef, revision: number, error: unknown, where: Partial<PdfIndirectObject>): PdfIndirectObject {
    const reason = error instanceof Error ? error.message : String(error);
    this.warnings.push({ code: 'OBJECT_UNREADABLE', message: `object ${ref.num} ${ref.gen}: ${reason}`, ref });
    return { ref, value: null as PdfValue, revision, damaged: reason, ...where };
  }
}
