// The signatories' positions on one document as viewer boxes: the caller's own in red (where their
// seal or signature will go), the others' in grey, none of them movable. A party that has signed
// has no box: its seal or signature is on the page now, and a label would cover it.
import type { TContractDetail, TContractFieldType } from '@ecsign/core/model';
import type { TOverlayBox } from '../../components/pdf-pages';

export function positionsAsBoxes(
  detail: TContractDetail,
  documentId: string,
  texts: { mine: string; kind: (kind: TContractFieldType) => string },
): TOverlayBox[] {
  return detail.signatories
    .filter((signatory) => signatory.signingState !== 1)
    .flatMap((signatory) =>
      signatory.positions
        .filter((position) => position.documentId === documentId)
        .map((position) => {
          const who = signatory.isMe ? texts.mine : (signatory.roleName ?? signatory.enterpriseName ?? signatory.name);
          return {
            id: position.positionId,
            page: position.page,
            rect: { x: position.x, y: position.y, width: position.width, height: position.height },
            label: `${who} · ${texts.kind(position.kind)}`,
            color: signatory.isMe ? 'red' : 'gray',
            editable: false,
          };
        }),
    );
}
