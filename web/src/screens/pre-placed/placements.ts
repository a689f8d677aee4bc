// The positions placed on /prePlaced, kept flat while a person edits them and written back onto
// the form's signatories when saved. For a batch, the recipients share one set of positions (each
// recipient's copy has them in the same places), edited as the party "every recipient".
import type { TContractPosition } from '@ecsign/core/model';
import type { TContractFormState, TPartyRow } from '../start-ent-contract/contract-form-state';
import type { TPdfRect } from '../../components/pdf-pages';

export type TPositionKind = TContractPosition['kind'];

/** The party key of the batch recipients' shared positions. */
export const RECIPIENTS_KEY = 'batch-recipients';

export interface TPlacement {
  id: string;
  partyKey: string;
  documentIndex: number;
  page: number;
  rect: TPdfRect;
  kind: TPositionKind;
  keyword?: string;
  /** A required field must be filled (or ticked) before its signer can sign. */
  required: boolean;
  /** What the signer is asked for, for a text or check-box field. */
  label?: string;
}

/** Size of a new box in points: a round seal is about 42 mm, a signature a line of handwriting. */
export const DEFAULT_BOX_SIZE: Record<TPositionKind, { width: number; height: number }> = {
  SEAL: { width: 119, height: 119 },
  SIGNATURE: { width: 120, height: 50 },
  DATE: { width: 110, height: 24 },
  TEXT: { width: 160, height: 24 },
  CHECKBOX: { width: 16, height: 16 },
  NAME: { width: 90, height: 24 },
  ID_NUMBER: { width: 160, height: 24 },
};

let counter = 0;
export function newPlacementId(): string {
  counter += 1;
  return `p-${Date.now().toString(36)}-${counter}`;
}

function fromRow(row: TPartyRow, partyKey: string): TPlacement[] {
  return row.positions.map((position) => ({
    id: newPlacementId(),
    partyKey,
    documentIndex: position.documentIndex ?? 0,
    page: position.page,
    rect: { x: position.x, y: position.y, width: position.width, height: position.height },
    kind: position.kind ?? 'SEAL',
    keyword: position.keyword,
    required: position.required ?? true,
    label: position.label,
  }));
}

export function placementsFromForm(form: TContractFormState): TPlacement[] {
  const placed = form.signatories.flatMap((row) => fromRow(row, row.key));
  // The recipients' positions are the same for all; the first recipient's stand for them.
  const first = form.batchRecipients[0];
  return first ? [...placed, ...fromRow(first, RECIPIENTS_KEY)] : placed;
}

const round = (value: number) => Math.round(value * 100) / 100;

function positionsOf(placements: readonly TPlacement[], partyKey: string): TContractPosition[] {
  return placements
    .filter((placement) => placement.partyKey === partyKey)
    .map((placement) => ({
      documentIndex: placement.documentIndex,
      page: placement.page,
      x: Math.max(0, round(placement.rect.x)),
      y: Math.max(0, round(placement.rect.y)),
      width: round(placement.rect.width),
      height: round(placement.rect.height),
      keyword: placement.keyword,
      kind: placement.kind,
      required: placement.required,
      label: placement.label,
    }));
}

export function applyPlacements(form: TContractFormState, placements: readonly TPlacement[]): TContractFormState {
  const shared = positionsOf(placements, RECIPIENTS_KEY);
  return {
    ...form,
    signatories: form.signatories.map((row) => ({ ...row, positions: positionsOf(placements, row.key) })),
    batchRecipients: form.batchRecipients.map((row) => ({ ...row, positions: shared })),
  };
}

/** Copies of a placement at the same place on every other page of its document. */
export function copiesOnEveryPage(placement: TPlacement, pageCount: number): TPlacement[] {
  const copies: TPlacement[] = [];
  for (let page = 1; page <= pageCount; page++) {
    if (page !== placement.page) copies.push({ ...placement, id: newPlacementId(), page });
  }
  return copies;
}

/** Parties without any position on any document (they could not sign where intended). */
export function partiesWithoutPositions(partyKeys: readonly string[], placements: readonly TPlacement[]): string[] {
  return partyKeys.filter((key) => !placements.some((placement) => placement.partyKey === key));
}

const overlap = (a: TPlacement, b: TPlacement) =>
  a.documentIndex === b.documentIndex &&
  a.page === b.page &&
  a.rect.x < b.rect.x + b.rect.width &&
  b.rect.x < a.rect.x + a.rect.width &&
  a.rect.y < b.rect.y + b.rect.height &&
  b.rect.y < a.rect.y + a.rect.height;

/** Ids of fields that overlap another on the same page: their contents would cover each other when signed. */
export function overlappingIds(placements: readonly TPlacement[]): Set<string> {
  const ids = new Set<string>();
  placements.forEach((a, i) => {
    for (const b of placements.slice(i + 1)) {
      if (overlap(a, b)) ids.add(a.id).add(b.id);
    }
  });
  return ids;
}
