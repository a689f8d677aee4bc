// Fills in added/changed/freed for each revision by replaying the xref entries in order. An entry
// that names the same place as before is a re-listing, not a change; for an object inside an object
// stream the place includes where that stream itself is, since an update may write a new stream
// under the old number.
import type { XrefEntry } from './xref-entry';

export interface RevisionChanges {
  added: number[];
  changed: number[];
  freed: number[];
}

export function computeRevisionChanges(revisions: ReadonlyArray<ReadonlyMap<number, XrefEntry>>): RevisionChanges[] {
  const live = new Map<number, string>();
  return revisions.map((entries) => {
    const changes: RevisionChanges = { added: [], changed: [], freed: [] };
    const located = new Map<number, string>();
    for (const [num, entry] of entries) if (entry.type === 'offset') located.set(num, `o${entry.offset}`);
    const locate = (entry: XrefEntry): string | undefined => {
      if (entry.type === 'offset') return `o${entry.offset}`;
      if (entry.type === 'free') return undefined;
      return `c${located.get(entry.stream) ?? live.get(entry.stream) ?? '?'}:${entry.index}`;
    };
    for (const [num, entry] of [...entries].sort((a, b) => a[0] - b[0])) {
      if (num === 0) continue; // the head of the free list, re-listed by most updates
      const before = live.get(num);
      const location = locate(entry);
      if (location === undefined) {
        if (before !== undefined) changes.freed.push(num);
        live.delete(num);
      } else {
        if (before === undefined) changes.added.push(num);
        else if (before !== location) changes.changed.push(num);
        live.set(num, location);
      }
    }
    return changes;
  });
}
