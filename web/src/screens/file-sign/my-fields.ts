// The caller's own fields of a plan in reading order — document by document, page by page, top to
// bottom (PDF y grows upwards) — so the signing page's "next field" walks them in order.
import type { TContractDetail } from '@ecsign/core/model';

export interface TMyField {
  positionId: string;
  documentIndex: number;
}

export function myFields(plan: TContractDetail): TMyField[] {
  const me = plan.signatories.find((signatory) => signatory.isMe);
  if (!me) return [];
  const indexOf = new Map(plan.documents.map((document, index) => [document.documentId, index]));
  return me.positions
    .filter((position) => indexOf.has(position.documentId))
    .map((position) => ({ position, documentIndex: indexOf.get(position.documentId)! }))
    .sort(
      (a, b) =>
        a.documentIndex - b.documentIndex ||
        a.position.page - b.position.page ||
        b.position.y + b.position.height - (a.position.y + a.position.height),
    )
    .map(({ position, documentIndex }) => ({ positionId: position.positionId, documentIndex }));
}
