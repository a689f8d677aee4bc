// What identifies a row's data and a batch's list, written once for the server (which stores them)
// and the CLI (which compares a list with a batch before `--resume` sends anything). Hashing is
// left to each side (node:crypto on both), the texts hashed are defined here so they never drift.
import { parseIdCardNumber } from '../../validation/parse-id-card-number';

/** The fields of a row that make its data; the business ID is not part of it. */
export interface HrDigestRow {
  name: string;
  mobile: string;
  idNumber: string;
  values: Record<string, string>;
}

/** The text whose SHA-256 is a row's data hash: same template, person and values give the same text. */
export function hrRowCanonical(templateId: string, row: HrDigestRow): string {
  const values = Object.fromEntries(Object.entries(row.values).sort(([a], [b]) => a.localeCompare(b)));
  const id = parseIdCardNumber(row.idNumber);
  return JSON.stringify([templateId, row.name, row.mobile, id.valid ? id.value.number : row.idNumber, values]);
}

/** A row without a business ID gets one from its data, so sending the same list again is harmless. */
export function hrAutoBusinessId(dataHash: string): string {
  return `auto-${dataHash.slice(0, 32)}`;
}

/**
 * The text whose SHA-256 is a batch's list digest after one more row: the digest so far ('' before
 * the first row), the row's business ID and its data hash. A chain rather than a set, so the digest
 * of a list's first N rows can be compared with a batch that received N rows.
 */
export function hrDigestLink(previous: string, businessId: string, dataHash: string): string {
  return `${previous}\n${businessId}\n${dataHash}`;
}
