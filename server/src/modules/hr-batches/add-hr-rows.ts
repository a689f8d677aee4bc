// Rows into a batch that has not started: every row is checked first (a list with any problem adds
// nothing — BAD_REQUEST with each row's issues), then written in one transaction. A business id
// is the enterprise's key of one contract: a row repeating one already stored with the same data
// is skipped (a retried request or a re-uploaded list), with other data it is refused (64000xx).
import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { parseIdCardNumber } from '@ecsign/core/validation';
import { validateEmployeeRows, type THrColumn, type THrEmployeeRow } from '@ecsign/core/model';
import type { ContractTx } from '../contracts/contract-transaction';

export interface StoredBatch {
  id: string;
  enterprise_id: string;
  template_id: string;
  started: boolean;
  control: string;
}

function canonical(templateId: string, row: THrEmployeeRow): string {
  const values = Object.fromEntries(Object.entries(row.values).sort(([a], [b]) => a.localeCompare(b)));
  const id = parseIdCardNumber(row.idNumber);
  return JSON.stringify([templateId, row.name, row.mobile, id.valid ? id.value.number : row.idNumber, values]);
}

export function rowDataHash(templateId: string, row: THrEmployeeRow): string {
  return createHash('sha256').update(canonical(templateId, row)).digest('hex');
}

/** The row's business id, or one derived from its data (so re-sending the same list is harmless). */
export function rowBusinessId(templateId: string, row: THrEmployeeRow): string {
  return row.businessId ?? `auto-${rowDataHash(templateId, row).slice(0, 32)}`;
}

export async function addHrRows(
  tx: ContractTx,
  batch: StoredBatch,
  rows: THrEmployeeRow[],
  columns: THrColumn[],
): Promise<{ added: number; skipped: number }> {
  if (batch.started || batch.control !== 'RUNNING') {
    throw new AppError('PLAN_UPDATE_FAILED', { internal: 'rows are added before the batch starts' });
  }
  const issues = validateEmployeeRows(rows, columns);
  const known = new Set(columns.map((c) => c.key));
  const unknown = [...new Set(rows.flatMap((row) => Object.keys(row.values)))].filter((key) => !known.has(key));
  if (unknown.length > 0) throw new AppError('TEMPLATE_FIELDS_MISMATCH', { details: { fields: unknown } });
  if (issues.length > 0) throw new AppError('BAD_REQUEST', { internal: 'row problems', details: { issues } });

  const keyed = rows.map((row) => ({
    row,
    businessId: rowBusinessId(batch.template_id, row),
    hash: rowDataHash(batch.template_id, row),
  }));
  const existing = await tx.query<{ business_id: string; data_hash: string; batch_id: string }>(
    'SELECT business_id, data_hash, batch_id FROM hr_batch_rows WHERE enterprise_id = $1 AND business_id = ANY(ARRAY(SELECT jsonb_array_elements_text($2::jsonb)))',
    [batch.enterprise_id, JSON.stringify(keyed.map((k) => k.businessId))],
  );
  const stored = new Map(existing.map((e) => [e.business_id, e]));
  const conflicts = keyed
    .map((k, index) => ({ ...k, index }))
    .filter((k) => stored.has(k.businessId) && stored.get(k.businessId)!.data_hash !== k.hash);
  if (conflicts.length > 0) {
    throw new AppError('BUSINESS_ID_CHANGED', {
      details: { rows: conflicts.map((c) => ({ row: c.index + 1, businessId: c.businessId })) },
    });
  }
  const [{ next } = { next: 0 }] = await tx.query<{ next: number }>(
    'SELECT COALESCE(MAX(idx) + 1, 0)::int AS next FROM hr_batch_rows WHERE batch_id = $1',
    [batch.id],
  );
  // One multi-row INSERT (up to 1,000 rows a request) instead of a round trip per row.
  const fresh = keyed.filter((k) => !stored.has(k.businessId));
  if (fresh.length > 0) {
    await tx.query(
      `INSERT INTO hr_batch_rows (id, batch_id, enterprise_id, idx, business_id, data_hash, name, mobile, id_number, field_values)
       SELECT x.id, $2, $3, x.idx, x.business_id, x.data_hash, x.name, x.mobile, x.id_number, x.field_values
         FROM jsonb_to_recordset($1::jsonb) AS x(id text, idx integer, business_id text, data_hash text, name text,
           mobile text, id_number text, field_values jsonb)`,
      [
        JSON.stringify(
          fresh.map(({ row, businessId, hash }, index) => {
            const id = parseIdCardNumber(row.idNumber);
            return {
              id: randomUUID(),
              idx: next + index,
              business_id: businessId,
              data_hash: hash,
              name: row.name,
              mobile: row.mobile,
              id_number: id.valid ? id.value.number : row.idNumber,
              field_values: row.values,
            };
          }),
        ),
        batch.id,
        batch.enterprise_id,
      ],
    );
  }
  const added = fresh.length;
  await tx.query('UPDATE hr_batches SET row_count = row_count + $2, updated_at = now() WHERE id = $1', [
    batch.id,
    added,
  ]);
  return { added, skipped: rows.length - added };
}
