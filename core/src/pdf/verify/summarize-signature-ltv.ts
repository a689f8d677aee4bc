// Long-term validation data available for one signature: the DSS's (it serves every signature; a
// VRI entry only indexes part of it and is often empty) plus what the CMS carries itself
// (certificates, CRLs, Adobe's revocation archive). The VRI key is the upper-case hex SHA-1 of
// /Contents as written, or — some writers — of the CMS without its zero padding.
import { toHex } from '../asn1/hex';
import type { SignedData } from '../cms/types';
import type { CryptoEngine } from '../crypto/types';
import type { DssContents } from './read-dss';
import type { SignatureLtv } from './types';

export async function summarizeSignatureLtv(
  contents: Uint8Array | undefined,
  signedData: SignedData | undefined,
  dss: DssContents,
  engine: CryptoEngine,
): Promise<SignatureLtv> {
  let vri = false;
  for (const bytes of [contents, signedData?.der]) {
    if (bytes && dss.vri.size > 0) vri ||= dss.vri.has(toHex(await engine.digest('SHA-1', bytes)).toUpperCase());
  }
  const archival = signedData?.signerInfos[0]?.revocationInfoArchival;
  return Object.freeze({
    dss: dss.present,
    vri,
    certificates: dss.certificateCount + (signedData?.certificates.length ?? 0),
    ocspResponses: dss.ocspResponses + (archival?.ocspResponses.length ?? 0),
    crls: dss.crls + (signedData?.crls.length ?? 0) + (archival?.crls.length ?? 0),
  });
}
