// What the judges of one incremental update share: the document before and after it, the roles
// objects had before, who referred to them (built on first use), and the list of changes found.
import type { PdfView } from '../../parse/document/pdf-view';
import type { ChangeCategory } from '../types';
import { collectReferrers, type Referrer, type ReferrerMap } from './collect-referrers';
import type { RoleMap } from './map-roles';

export interface RevisionChange {
  readonly revision: number;
  readonly object?: number;
  readonly category: ChangeCategory;
  readonly detail: string;
  /** The form field filled in, for FieldMDP locks. */
  readonly field?: string;
}

export class RevisionContext {
  readonly changes: RevisionChange[] = [];
  private referrerMap: ReferrerMap | undefined;

  constructor(
    readonly revision: number,
    readonly before: PdfView,
    readonly after: PdfView,
    readonly rolesBefore: RoleMap,
  ) {}

  /** Who referred to each object in the signed state (before this update). */
  referrers(num: number): readonly Referrer[] {
    this.referrerMap ??= collectReferrers(this.before);
    return this.referrerMap.get(num) ?? [];
  }

  add(category: ChangeCategory, detail: string, object?: number, field?: string): void {
    this.changes.push({ revision: this.revision, object, category, detail, ...(field === undefined ? {} : { field }) });
  }

  /**
   * The first reference to one of `objects` (before the update) that `allowed` rejects, described
   * for the report; undefined when every reference is an allowed one.
   */
  foreignReference(objects: readonly number[], allowed: (referrer: Referrer) => boolean): string | undefined {
    const own = new Set(objects);
    for (const num of objects) {
      for (const r of this.referrers(num)) {
        if (typeof r.from === 'number' && own.has(r.from)) continue;
        if (!allowed(r))
          return `${num} 0 R is also used by ${r.from === 'trailer' ? 'the trailer' : `object ${r.from}`}${r.topKey ? ` (/${r.topKey})` : ''}`;
      }
    }
    return undefined;
  }
}
