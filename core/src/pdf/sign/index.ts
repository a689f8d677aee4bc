// The signing engine of @ecsign/core/pdf: PAdES B-B to B-LTA signatures as incremental
// updates, visible seals with CJK text, DSS and document time-stamps, and the key sources.
export type {
  AppearanceOptions,
  PadesLevel,
  PdfRect,
  PdfSigner,
  RevocationData,
  SignatureFieldOptions,
  SignatureSubFilter,
  SignPdfOptions,
  TimeStampImprint,
  TimeStamper,
} from './types';
export { signPdf } from './sign-pdf';
export { addDocumentTimeStamp, type DocumentTimeStampOptions } from './add-document-time-stamp';
export { addDss, type DssOptions } from './add-dss';
export { signerFromPkcs12 } from './signer-from-pkcs12';
export { signerFromExternal, type ExternalSignerOptions } from './signer-from-external';
export { createHttpTimeStamper, type HttpTimeStamperOptions } from './create-http-time-stamper';
export { createTimeStamper, type TimeStamperOptions } from './create-time-stamper';
export { displayRectToUserSpace } from './display-rect-to-user-space';
export { decodePng, type DecodedImage } from './appearance/decode-png';
export { MAX_PNG_PIXELS, readPngStructure, type PngStructure } from './appearance/read-png-structure';
// Text filled into pages (contract templates) is set in the same embedded CJK subset as seal text.
export { embeddedFont } from './font/embedded-font';
export type { AppearanceFont } from './appearance/appearance-font';
export { appearanceFrame } from './appearance/appearance-frame';
export { checkBoxOps } from './appearance/check-box-ops';
