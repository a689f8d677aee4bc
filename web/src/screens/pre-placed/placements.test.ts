import { describe, expect, it } from 'vitest';
import { emptyContractForm, newPartyRow } from '../start-ent-contract/contract-form-state';
import {
  applyPlacements,
  copiesOnEveryPage,
  partiesWithoutPositions,
  placementsFromForm,
  RECIPIENTS_KEY,
  type TPlacement,
} from './placements';

const rect = { x: 100.123, y: 200.456, width: 119, height: 119 };

describe('placements', () => {
  it('writes each party its own positions in points and reads them back', () => {
    const a = newPartyRow({ name: 'A' });
    const b = newPartyRow({ name: 'B', subjectType: 'ENTERPRISE' });
    const form = { ...emptyContractForm(), signatories: [a, b] };
    const placed: TPlacement[] = [
      { id: '1', partyKey: a.key, documentIndex: 0, page: 1, rect, kind: 'SIGNATURE', required: true },
      {
        id: '2',
        partyKey: b.key,
        documentIndex: 1,
        page: 3,
        rect,
        kind: 'TEXT',
        keyword: '乙方盖章',
        required: false,
        label: '地址',
      },
    ];
    const written = applyPlacements(form, placed);
    expect(written.signatories[0]!.positions).toEqual([
      {
        documentIndex: 0,
        page: 1,
        x: 100.12,
        y: 200.46,
        width: 119,
        height: 119,
        keyword: undefined,
        kind: 'SIGNATURE',
        required: true,
        label: undefined,
      },
    ]);
    expect(written.signatories[1]!.positions[0]).toMatchObject({
      documentIndex: 1,
      page: 3,
      keyword: '乙方盖章',
      kind: 'TEXT',
      required: false,
      label: '地址',
    });
    const back = placementsFromForm(written);
    expect(back.map((p) => [p.partyKey, p.page, p.kind])).toEqual([
      [a.key, 1, 'SIGNATURE'],
      [b.key, 3, 'TEXT'],
    ]);
    expect(back[1]).toMatchObject({ required: false, label: '地址' });
  });

  it('gives every batch recipient the shared recipients positions', () => {
    const form = {
      ...emptyContractForm(),
      kind: 'BATCH' as const,
      batchRecipients: [newPartyRow({ name: 'R1' }), newPartyRow({ name: 'R2' })],
    };
    const written = applyPlacements(form, [
      { id: '1', partyKey: RECIPIENTS_KEY, documentIndex: 0, page: 2, rect, kind: 'SIGNATURE', required: true },
    ]);
    expect(written.batchRecipients.map((row) => row.positions.length)).toEqual([1, 1]);
    expect(placementsFromForm(written).filter((p) => p.partyKey === RECIPIENTS_KEY)).toHaveLength(1);
  });

  it('copies a position to every other page of its document', () => {
    const copies = copiesOnEveryPage(
      { id: 'x', partyKey: 'k', documentIndex: 0, page: 2, rect, kind: 'SEAL', required: true },
      4,
    );
    expect(copies.map((copy) => copy.page)).toEqual([1, 3, 4]);
    expect(new Set(copies.map((copy) => copy.id)).size).toBe(3);
  });

  it('names the parties still without a position', () => {
    expect(
      partiesWithoutPositions(
        ['a', 'b'],
        [{ id: '1', partyKey: 'a', documentIndex: 0, page: 1, rect, kind: 'SEAL', required: true }],
      ),
    ).toEqual(['b']);
  });
});
