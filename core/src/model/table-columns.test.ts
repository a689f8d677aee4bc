import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/language';
import { TABLE_COLUMN_KEYS, TABLE_COLUMN_LABELS, ZTableColumnSettings } from './table-columns';

// The 25 columns of the spec's F-column- items, in the spec's order.
const SPEC_COLUMNS = [
  ['taskName', 'Task name'],
  ['taskNo', 'Task number'],
  ['scene', 'Scenario'],
  ['initiator', 'Initiator'],
  ['creator', 'Creator'],
  ['initiateTime', 'Initiated at'],
  ['signDeadline', 'Signing deadline'],
  ['progress', 'Progress'],
  ['fileTotal', 'Total files'],
  ['lastSaveTime', 'Last saved'],
  ['taskStatus', 'Task status'],
  ['contractName', 'Contract name'],
  ['contractNo', 'Contract number'],
  ['contractId', 'Contract ID'],
  ['businessType', 'Business type'],
  ['fileType', 'File type'],
  ['signatory', 'Signatory'],
  ['signStatus', 'Signing status'],
  ['voidReason', 'Void reason'],
  ['voidRoute', 'Void route'],
  ['operation', 'Actions'],
  ['sealName', 'Seal to stamp'],
  ['sealStamped', 'Seal stamped'],
  ['systemSource', 'System source'],
  ['sendDepartment', 'Sending department'],
] as const;

describe('table columns', () => {
  it('are the columns of the spec, in its order', () => {
    expect(TABLE_COLUMN_KEYS).toEqual(SPEC_COLUMNS.map(([key]) => key));
  });

  it.each(SPEC_COLUMNS)('%s has a header in every language', (key, en) => {
    expect(TABLE_COLUMN_LABELS[key].en).toBe(en);
    for (const language of LANGUAGES) expect(TABLE_COLUMN_LABELS[key][language]).toMatch(/\S/);
  });

  it('headers are distinct in every language', () => {
    for (const language of LANGUAGES) {
      const headers = Object.values(TABLE_COLUMN_LABELS).map((label) => label[language]);
      expect(new Set(headers).size, language).toBe(headers.length);
    }
  });

  it('settings name known columns only and show a column unless told otherwise', () => {
    expect(
      ZTableColumnSettings.parse({ fileManage: [{ key: 'taskName' }, { key: 'creator', visible: false }] }),
    ).toEqual({
      fileManage: [
        { key: 'taskName', visible: true },
        { key: 'creator', visible: false },
      ],
    });
    expect(ZTableColumnSettings.safeParse({ fileManage: [{ key: 'salary' }] }).success).toBe(false);
  });
});
