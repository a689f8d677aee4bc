// The modification analysis of a document: every revision's changes are classified once (a
// document with an LTA chain has many signatures judging the same later revisions), then each
// signature judges the revisions after the one it signed against the DocMDP permission in force
// and the fields it locks (FieldMDP).
import type { PdfDocument } from '../../parse/document/pdf-document';
import type { Modification } from '../types';
import { classifyRevision } from './classify-revision';
import { isChangeAllowed } from './is-change-allowed';
import { isFieldLocked, type FieldLock } from './read-field-locks';
import type { RevisionChange } from './revision-context';

export type ModificationAnalyser = (
  signedRevision: number,
  docMdp: 1 | 2 | 3 | undefined,
  locks?: readonly FieldLock[],
) => Modification[];

export function createModificationAnalyser(doc: PdfDocument): ModificationAnalyser {
  const classified = new Map<number, RevisionChange[]>();
  return (signedRevision, docMdp, locks = []) => {
    const out: Modification[] = [];
    for (let index = signedRevision + 1; index < doc.revisions.length; index++) {
      let changes = classified.get(index);
      if (!changes) classified.set(index, (changes = classifyRevision(doc, index)));
      for (const change of changes) {
        const locked =
          change.category === 'form-fill' && change.field !== undefined && isFieldLocked(locks, change.field);
        const detail = locked ? `${change.detail} (locked by FieldMDP)` : change.detail;
        out.push(Object.freeze({ ...change, detail, allowed: !locked && isChangeAllowed(change.category, docMdp) }));
      }
    }
    return out;
  };
}
