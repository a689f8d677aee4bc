// Which object an object stream holds at a given slot, as a viewer that trusts the xref's index
// would read it. The reader itself finds a member by its number when the slot holds another, which
// would hide an update that points an object's entry at another object's slot (the shadow trick,
// inside an object stream).
import type { PdfView } from '../../parse/document/pdf-view';
import { PdfStream } from '../../parse/model/pdf-stream';
import { indexObjectStream } from '../../parse/xref/parse-object-stream';

export type MemberLookup = (stream: number, index: number) => number | undefined;

export function createMemberLookup(view: PdfView): MemberLookup {
  const members = new Map<number, ReadonlyArray<[number, number]> | undefined>();
  return (stream, index) => {
    if (!members.has(stream)) {
      let list: ReadonlyArray<[number, number]> | undefined;
      try {
        const value = view.getObject(stream);
        if (value instanceof PdfStream) list = indexObjectStream(value.dict, view.decodeStream(value).data).members;
      } catch {
        // A stream that does not decode holds nothing a viewer could show either.
      }
      members.set(stream, list);
    }
    return members.get(stream)?.[index]?.[0];
  };
}
