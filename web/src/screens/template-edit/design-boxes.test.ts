import { describe, expect, it } from 'vitest';
import type { TSigningRole, TTemplateField } from '@ecsign/core/model';
import { designBoxes, fromViewerRect, toViewerRect, withBoxRect, withoutBox } from './design-boxes';

const A4 = { width: 595, height: 842 };
const field: TTemplateField = {
  key: 'name',
  label: '姓名',
  type: 'TEXT',
  required: true,
  filledBy: 'INITIATOR',
  position: { page: 1, rect: [50, 100, 200, 20] },
};
const role: TSigningRole = {
  key: 'a',
  name: '甲方',
  type: 'ENTERPRISE',
  sealTypes: ['OFFICIAL'],
  positions: [
    { kind: 'KEYWORD', keyword: '甲方', width: 120, height: 120 },
    { kind: 'RECT', page: 2, rect: [300, 600, 120, 120] },
  ],
};

describe('design boxes', () => {
  it('turns a top-left display rectangle into bottom-left PDF points and back, origin included', () => {
    expect(toViewerRect([50, 100, 200, 20], A4)).toEqual({ x: 50, y: 722, width: 200, height: 20 });
    const shifted = { ...A4, originX: 10, originY: 20 };
    expect(fromViewerRect(toViewerRect([50, 100, 200, 20], shifted), shifted)).toEqual([50, 100, 200, 20]);
  });

  it('shows fields and rectangle positions as boxes, not keyword positions', () => {
    const boxes = designBoxes({ fields: [field], roles: [role] }, () => A4, true);
    expect(boxes.map((box) => [box.id, box.page, box.label])).toEqual([
      ['field:name', 1, '姓名'],
      ['role:a:1', 2, '甲方'],
    ]);
  });

  it('writes a moved box back to its field or position, and removes one', () => {
    const design = { fields: [field], roles: [role] };
    expect(withBoxRect(design, 'field:name', [1, 2, 3, 4]).fields[0]!.position.rect).toEqual([1, 2, 3, 4]);
    const moved = withBoxRect(design, 'role:a:1', [5, 6, 7, 8]).roles[0]!.positions[1];
    expect(moved).toEqual({ kind: 'RECT', page: 2, rect: [5, 6, 7, 8] });
    expect(withoutBox(design, 'role:a:1').roles[0]!.positions).toHaveLength(1);
    expect(withoutBox(design, 'field:name').fields).toEqual([]);
  });
});
