// The PAdES baseline level (ETSI EN 319 142-1) a signature reaches: B-B an intact
// ETSI.CAdES.detached signature with its ESS signing-certificate attribute; B-T with a valid
// signature time-stamp or a later document time-stamp; B-LT with revocation data in a DSS added
// after it (any DSS revision after the signature, not only the first); B-LTA with a document
// time-stamp over that DSS. Other SubFilters are not PAdES.
import type { DssRevision } from './read-dss';
import type { PadesLevel } from './types';

export interface PadesEvidence {
  readonly subFilter: string | undefined;
  readonly intact: boolean;
  readonly hasSigningCertificateAttribute: boolean;
  readonly signatureTimeStamped: boolean;
  readonly signedRevision: number | undefined;
  /** Signed revisions of the document's valid document time-stamps. */
  readonly documentTimeStamps: readonly number[];
  /** Every revision with a DSS and the OCSP responses and CRLs its DSS holds, oldest first. */
  readonly dssRevisions: readonly DssRevision[];
}

export function derivePadesLevel(e: PadesEvidence): PadesLevel | undefined {
  if (!e.intact || e.subFilter !== 'ETSI.CAdES.detached' || !e.hasSigningCertificateAttribute) return undefined;
  const signed = e.signedRevision ?? Infinity;
  const timeStamped = e.signatureTimeStamped || e.documentTimeStamps.some((r) => r > signed);
  if (!timeStamped) return 'B-B';
  // The first DSS added after this signature that carries revocation data: in a file signed
  // several times, a later signature's data arrive in a later DSS revision than the first one.
  const dss = e.dssRevisions.find((d) => d.revision > signed && d.revocationData > 0)?.revision;
  if (dss === undefined) return 'B-T';
  return e.documentTimeStamps.some((r) => r >= dss) ? 'B-LTA' : 'B-LT';
}
