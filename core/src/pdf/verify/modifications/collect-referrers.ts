// Who refers to each object in one revision: every indirect object and the trailer, with the key
// under which the reference sits. The modification analysis asks it one question — is this
// appearance stream (DSS array, metadata stream …) used only where a signing or form-fill update
// may replace it? pyHanko refuses an update that clobbers an object reachable by another path;
// this is the same rule. Building it reads every object, so it is made only when needed.
import type { PdfView } from '../../parse/document/pdf-view';
import { PdfDict } from '../../parse/model/pdf-dict';
import { PdfRef } from '../../parse/model/pdf-ref';
import { PdfStream } from '../../parse/model/pdf-stream';
import type { PdfValue } from '../../parse/model/pdf-value';

export interface Referrer {
  /** The referring object's number, or 'trailer'. */
  readonly from: number | 'trailer';
  /** The dictionary key the reference sits under, nearest first ("N" inside "/AP << /N 9 0 R >>"). */
  readonly key: string | undefined;
  /** The top-level key of the referring object ("AP" for the same reference). */
  readonly topKey: string | undefined;
}

export type ReferrerMap = ReadonlyMap<number, readonly Referrer[]>;

const MAX_DEPTH = 64;

export function collectReferrers(view: PdfView): ReferrerMap {
  const map = new Map<number, Referrer[]>();
  const walk = (
    value: PdfValue | undefined,
    from: number | 'trailer',
    key: string | undefined,
    top: string | undefined,
    depth: number,
  ) => {
    if (depth > MAX_DEPTH || value === undefined || value === null) return;
    if (value instanceof PdfRef) {
      const list = map.get(value.num) ?? [];
      list.push({ from, key, topKey: top });
      map.set(value.num, list);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, from, key, top, depth + 1);
    } else if (value instanceof PdfDict || value instanceof PdfStream) {
      const dict = value instanceof PdfStream ? value.dict : value;
      for (const [k, v] of dict.entries()) walk(v, from, k, top ?? k, depth + 1);
    }
  };
  walk(view.trailer, 'trailer', undefined, undefined, 0);
  for (const num of view.objectNumbers()) walk(view.getObject(num), num, undefined, undefined, 0);
  return map;
}
