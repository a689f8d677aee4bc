// The PAdES baseline level (ETSI EN 319 142-1) a signature reaches: B-B an intact
// ETSI.CAdES.detached signature with its ESS signing-certificate attribute; B-T with a valid
// signature time-stamp or a later document time-stamp; B-LT with revocation data in a DSS added
// after it; B-LTA with a document time-stamp over that DSS. Other SubFilters are not PAdES.
import type { PadesLevel } from './types';

export interface PadesEvidence {
  readonly subFilter: string | undefined;
  readonly intact: boolean;
  readonly hasSigningCertificateAttribute: boolean;
  readonly signatureTimeStamped: boolean;
  readonly signedRevision: number | undefined;
  /** Signed revisions of the document's valid document time-stamps. */
  readonly documentTimeStamps: readonly number[];
  readonly dssRevision: number | undefined;
  /** OCSP responses and CRLs available for this signature (VRI, DSS or CMS). */
  readonly revocationData: number;
}

export function derivePadesLevel(e: PadesEvidence): PadesLevel | undefined {
  if (!e.intact || e.subFilter !== 'ETSI.CAdES.detached' || !e.hasSigningCertificateAttribute) return undefined;
  const signed = e.signedRevision ?? Infinity;
  const timeStamped = e.signatureTimeStamped || e.documentTimeStamps.some((r) => r > signed);
  if (!timeStamped) return 'B-B';
  const dss = e.dssRevision;
  if (dss === undefined || dss <= signed || e.revocationData === 0) return 'B-T';
  return e.documentTimeStamps.some((r) => r >= dss) ? 'B-LTA' : 'B-LT';
}
