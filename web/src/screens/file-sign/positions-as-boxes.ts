// The signatories' positions on one document as viewer boxes: the caller's own in red (where their
// seal or signature will go), the others' in grey, none of them movable.
import type { TContractDetail, TContractFieldType } from '@ecsign/core/model';
import type { TOverlayBox } from '../../components/pdf-pages';

export function positionsAsBoxes(
  detail: TContractDetail,
  documentId: string,
  texts: { mine: string; kind: (kind: TContractFieldType) => string },
): TOverlayBox[] {
  return detail.signatories.flatMap((signatory) =>
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
