// Rows into a batch that has not started: every row is checked first (a list with any problem adds
// nothing — BAD_REQUEST with each row's issues), then written in one transaction. A business id
// is the enterprise's key of one contract: a row repeating one already stored with the same data
// is skipped (a retried request or a re-uploaded list), with other data it is refused (6400005,
// naming the business ID). Every row received (also one skipped because another batch holds it)
// extends the batch's list digest, so `hr send --resume` can tell its list from another one.
import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { parseIdCardNumber } from '@ecsign/core/validation';
import {
  hrAutoBusinessId,
  hrDigestLink,
  hrRowCanonical,
  validateEmployeeRows,
  type THrColumn,
  type THrEmployeeRow,
} from '@ecsign/core/model';
import type { ContractTx } from '../contracts/contract-transaction';

export interface StoredBatch {
  id: string;
  enterprise_id: string;
  template_id: string;
  started: boolean;
  control: string;
  /** Null for batches made before the digest was kept: it is then never started mid-list. */
  rows_received?: number | null;
  rows_digest?: string | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function rowDataHash(templateId: string, row: THrEmployeeRow): string {
  return sha256(hrRowCanonical(templateId, row));
}

/** The row's business id, or one derived from its data (so re-sending the same list is harmless). */
export function rowBusinessId(templateId: string, row: THrEmployeeRow): string {
  return row.businessId ?? hrAutoBusinessId(rowDataHash(templateId, row));
}

/** Up to this many business IDs are named in a 6400005 message; `details.rows` has them all. */
const NAMED_CONFLICTS = 5;

export async function addHrRows(
  tx: ContractTx,
  batch: StoredBatch,
  rows: THrEmployeeRow[],
  columns: THrColumn[],
): Promise<{ added: number; skipped: number; otherBatches: string[] }> {
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
    const named = conflicts.slice(0, NAMED_CONFLICTS).map((c) => c.businessId);
    throw new AppError('BUSINESS_ID_CHANGED', {
      details: {
        businessId: conflicts.length > NAMED_CONFLICTS ? `${named.join(', ')} …` : named.join(', '),
        rows: conflicts.map((c) => ({ row: c.index + 1, businessId: c.businessId })),
      },
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
  // Rows this batch already holds are a repeated request, not more of the list: left out of the digest.
  const received = keyed.filter((k) => stored.get(k.businessId)?.batch_id !== batch.id);
  const tracked = typeof batch.rows_digest === 'string' && typeof batch.rows_received === 'number';
  const digest = tracked
    ? received.reduce((previous, k) => sha256(hrDigestLink(previous, k.businessId, k.hash)), batch.rows_digest!)
    : null;
  await tx.query(
    `UPDATE hr_batches SET row_count = row_count + $2, rows_received = rows_received + $3, rows_digest = $4,
       updated_at = now() WHERE id = $1`,
    [batch.id, added, received.length, digest],
  );
  if (tracked) {
    batch.rows_digest = digest;
    batch.rows_received = batch.rows_received! + received.length;
  }
  return { added, skipped: rows.length - added, otherBatches: otherBatches(keyed, stored, batch.id) };
}

/** The batches (other than this one) that already hold rows of the request: named when every row was known. */
function otherBatches(
  keyed: { businessId: string }[],
  stored: Map<string, { batch_id: string }>,
  batchId: string,
): string[] {
  const ids = keyed.map((k) => stored.get(k.businessId)?.batch_id).filter((id): id is string => !!id && id !== batchId);
  return [...new Set(ids)];
}
