// Fills in added/changed/freed for each revision by replaying the xref entries in order. An entry
// that names the same place as before is a re-listing, not a change; for an object inside an object
// stream the place includes where that stream itself is, since an update may write a new stream
// under the old number. Such an update changes every object of the old stream without listing any
// of them, so those objects count as changed too (or freed, when the stream's number is freed):
// otherwise an update could swap a signed object unseen. A place in the file is kept as its offset
// (a number) and one inside an object stream as a string: no string is built per object of an
// ordinary file, whose every object is opened — and so replayed here — at each signature.
import type { XrefEntry } from './xref-entry';

type Place = number | string;

export interface RevisionChanges {
  added: number[];
  changed: number[];
  freed: number[];
}

export function computeRevisionChanges(revisions: ReadonlyArray<ReadonlyMap<number, XrefEntry>>): RevisionChanges[] {
  /** Object number → its place: an offset, or `c<stream's place>:<index>` inside an object stream. */
  const live = new Map<number, Place>();
  /** Object stream number → the objects currently listed as inside it. */
  const members = new Map<number, Set<number>>();
  const streamOf = new Map<number, number>();
  const leave = (num: number) => {
    const stream = streamOf.get(num);
    if (stream !== undefined) members.get(stream)?.delete(num);
    streamOf.delete(num);
  };
  return revisions.map((entries) => {
    const changes: RevisionChanges = { added: [], changed: [], freed: [] };
    const located = new Map<number, number>();
    for (const [num, entry] of entries) if (entry.type === 'offset') located.set(num, entry.offset);
    const locate = (entry: XrefEntry): Place | undefined => {
      if (entry.type === 'offset') return entry.offset;
      if (entry.type === 'free') return undefined;
      return `c${located.get(entry.stream) ?? live.get(entry.stream) ?? '?'}:${entry.index}`;
    };
    const moved = new Set<number>();
    for (const [num, entry] of [...entries].sort((a, b) => a[0] - b[0])) {
      if (num === 0) continue; // the head of the free list, re-listed by most updates
      const before = live.get(num);
      const location = locate(entry);
      leave(num);
      if (location === undefined) {
        if (before !== undefined) {
          changes.freed.push(num);
          moved.add(num);
        }
        live.delete(num);
      } else {
        if (before === undefined) changes.added.push(num);
        else if (before !== location) {
          changes.changed.push(num);
          moved.add(num);
        }
        live.set(num, location);
        if (entry.type === 'compressed') {
          streamOf.set(num, entry.stream);
          members.set(entry.stream, (members.get(entry.stream) ?? new Set()).add(num));
        }
      }
    }
    // Objects this revision did not list whose object stream it replaced or freed.
    for (const stream of moved) {
      for (const num of [...(members.get(stream) ?? [])]) {
        if (entries.has(num)) continue;
        const index = String(live.get(num)).split(':').pop();
        const streamPlace = live.get(stream);
        if (streamPlace === undefined) {
          changes.freed.push(num);
          live.delete(num);
          leave(num);
        } else {
          changes.changed.push(num);
          live.set(num, `c${streamPlace}:${index}`);
        }
      }
    }
    changes.changed.sort((a, b) => a - b);
    changes.freed.sort((a, b) => a - b);
    return changes;
  });
}
