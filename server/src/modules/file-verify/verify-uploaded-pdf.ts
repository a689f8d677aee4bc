// Checks an uploaded PDF with core's validator against the platform's roots (RSA/EC and SM2) and
// answers the verdict the CLI prints for one file. A file that cannot be evaluated at all is the
// catalogue's error (not a PDF, empty, damaged, encrypted); an unsigned one is a verdict.
import { AppError } from '@ecsign/core/errors';
import { isPdfVerificationError, toFileVerdict, verifyPdf, type TFileVerdict } from '@ecsign/core/pdf';
import type { AppContext } from '../../context';
import { pkiOf } from '../pki/pki-of';

export async function verifyUploadedPdf(
  context: AppContext,
  upload: { readonly name: string; readonly bytes: Uint8Array },
): Promise<TFileVerdict> {
  const pki = pkiOf(context);
  const ca = await pki.ca();
  const hierarchies = [ca.default, ...(ca.sm2 ? [ca.sm2] : [])];
  try {
    const report = await verifyPdf(upload.bytes, {
      engine: pki.engine,
      trustAnchors: hierarchies.map((h) => h.root.certificate),
      extraCertificates: hierarchies.map((h) => h.issuing.certificate),
      now: context.now(),
    });
    return toFileVerdict(upload.name, report);
  } catch (error) {
    if (isPdfVerificationError(error)) {
      throw new AppError(error.catalogueCode, { internal: `file verify: ${error.message}`, cause: error });
    }
    throw error;
  }
}
