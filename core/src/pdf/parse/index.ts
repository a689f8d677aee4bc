// The PDF reader's public surface (see ../README.md): open a file, walk its revisions and objects,
// and find pages, form fields and signatures. Lexer, xref and filter internals stay private.
export { openPdf, type OpenPdfOptions } from './document/open-pdf';
export type { PdfByteSource } from './document/pdf-byte-source';
export { PdfDocument } from './document/pdf-document';
export { PdfView } from './document/pdf-view';
export type { PdfIndirectObject } from './document/pdf-indirect-object';
export { PdfParseError, isPdfParseError, type PdfParseErrorCode } from './pdf-parse-error';
export { catalogueCodeFor } from './catalogue-code-for';
export type { PdfWarning, PdfWarningCode } from './pdf-warning';
export type { PdfEncryptionInfo, CryptMethod } from './crypt/create-security-handler';
export type { PdfRevision } from './xref/pdf-revision';
export type { XrefEntry } from './xref/xref-entry';
export type { DecodedStream } from './filters/decode-filters';
export { usePlatformInflate, type PlatformInflate } from './filters/use-platform-inflate';
export { usePlatformIndexOf, type PlatformIndexOf } from './syntax/use-platform-index-of';

export { PdfName } from './model/pdf-name';
export { PdfString } from './model/pdf-string';
export { PdfRef } from './model/pdf-ref';
export { PdfDict } from './model/pdf-dict';
export { PdfStream } from './model/pdf-stream';
export type { ByteSpan } from './model/byte-span';
export {
  isArray,
  isDict,
  isInteger,
  isName,
  isNumber,
  isPdfString,
  isRef,
  isStream,
  type PdfArray,
  type PdfValue,
} from './model/pdf-value';
export { decodeTextString } from './syntax/decode-text-string';
export { encodeTextString } from './syntax/encode-text-string';

export { getPages, type PdfPage } from './structure/get-pages';
export { getFormFields, type PdfFormField, type PdfWidget } from './structure/get-form-fields';
export {
  findSignatures,
  type FoundSignatures,
  type PdfSignature,
  type PdfSignatureField,
} from './structure/find-signatures';
export { getPermissions, type PdfDocMdp, type PdfPermissions } from './structure/get-permissions';
