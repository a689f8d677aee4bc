// The Excel row of a batch row, found by its business ID in the list that was sent (a row without
// one is found by the ID the server derives from its data), so results name rows as the person
// sees them in their file rather than by the batch's own count.
import { createHash } from 'node:crypto';
import { hrAutoBusinessId, hrRowCanonical, type THrEmployeeRow } from '@ecsign/core/model';

export function sheetRowFinder(
  templateId: string,
  list: { rows: readonly THrEmployeeRow[]; sheetRows: readonly number[] },
): (businessId: string) => number | undefined {
  const rows = new Map<string, number>();
  list.rows.forEach((row, index) => {
    const id =
      row.businessId ?? hrAutoBusinessId(createHash('sha256').update(hrRowCanonical(templateId, row)).digest('hex'));
    rows.set(id, list.sheetRows[index]!);
  });
  return (businessId) => rows.get(businessId);
}
