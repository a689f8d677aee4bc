// Numbers revisions and gives each what it added, changed and freed — replayed from the xref
// entries only when first asked for. Only a validator asks (to see what an update did after a
// signature); a signer opens a file to append after its last revision and never does, so an open
// for signing no longer replays every entry of every revision.
import { computeRevisionChanges, type RevisionChanges } from './compute-revision-changes';
import type { PdfRevision } from './pdf-revision';

export type RevisionDraft = Omit<PdfRevision, 'index' | 'added' | 'changed' | 'freed'>;

export function revisionsFromDrafts(drafts: readonly RevisionDraft[]): PdfRevision[] {
  const changes = new LazyChanges(drafts);
  return drafts.map((draft, index) => new Revision(draft, index, changes));
}

class LazyChanges {
  private computed: RevisionChanges[] | undefined;
  constructor(private readonly drafts: readonly RevisionDraft[]) {}

  of(index: number): RevisionChanges {
    this.computed ??= computeRevisionChanges(this.drafts.map((d) => d.entries));
    return this.computed[index]!;
  }
}

/** A class, not an object literal with getters: V8 builds such a literal slowly, once per revision. */
class Revision implements PdfRevision {
  readonly startxref: number;
  readonly end: number;
  readonly eofMarkerEnd: number;
  readonly hasEofMarker: boolean;
  readonly xrefKind: PdfRevision['xrefKind'];
  readonly trailer: PdfRevision['trailer'];
  readonly entries: PdfRevision['entries'];

  constructor(
    draft: RevisionDraft,
    readonly index: number,
    private readonly changes: LazyChanges,
  ) {
    this.startxref = draft.startxref;
    this.end = draft.end;
    this.eofMarkerEnd = draft.eofMarkerEnd;
    this.hasEofMarker = draft.hasEofMarker;
    this.xrefKind = draft.xrefKind;
    this.trailer = draft.trailer;
    this.entries = draft.entries;
  }

  get added(): readonly number[] {
    return this.changes.of(this.index).added;
  }

  get changed(): readonly number[] {
    return this.changes.of(this.index).changed;
  }

  get freed(): readonly number[] {
    return this.changes.of(this.index).freed;
  }
}

/** A revision's own fields, without its number and its (lazily computed) changes. */
export function draftOf(revision: PdfRevision): RevisionDraft {
  const { startxref, end, eofMarkerEnd, hasEofMarker, xrefKind, trailer, entries } = revision;
  return { startxref, end, eofMarkerEnd, hasEofMarker, xrefKind, trailer, entries };
}
