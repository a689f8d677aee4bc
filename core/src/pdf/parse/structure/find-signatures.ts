// Signature fields (/FT /Sig) and their signature dictionaries (ISO 32000-1 12.8.1), with what a
// validator needs at hand: /Contents bytes, /ByteRange values, the exact file spans of both, and
// the revision that wrote the dictionary. One dictionary referenced from several fields is one
// PdfSignature shared by those fields (validators report it per field, as DSS does).
import { PdfDict } from '../model/pdf-dict';
import type { ByteSpan } from '../model/byte-span';
import type { PdfRef } from '../model/pdf-ref';
import { isInteger, isName, isPdfString, isRef, type PdfValue } from '../model/pdf-value';
import type { PdfView } from '../document/pdf-view';
import { getFormFields, type PdfFormField } from './get-form-fields';

export interface PdfSignature {
  /** Undefined when /V holds the dictionary directly. */
  ref: PdfRef | undefined;
  dict: PdfDict;
  /** 'Sig', 'DocTimeStamp', or undefined when /Type is missing (allowed for Sig). */
  type: string | undefined;
  filter: string | undefined;
  subFilter: string | undefined;
  /** The /Contents bytes (the CMS blob with its zero padding), never decrypted. */
  contents: Uint8Array | undefined;
  /** File span of the /Contents string, from '<' to '>' inclusive. */
  contentsSpan: ByteSpan | undefined;
  /** The /ByteRange numbers when it is an array of integers (placeholders are not). */
  byteRange: number[] | undefined;
  /** File span of the /ByteRange array, from '[' to ']' inclusive. */
  byteRangeSpan: ByteSpan | undefined;
  /** Offset of the indirect object holding the dictionary, when it is one at a file offset. */
  offset: number | undefined;
  /** The revision whose xref entry points to the dictionary as seen by this view. */
  revision: number | undefined;
}

export interface PdfSignatureField {
  name: string;
  field: PdfFormField;
  /** Undefined for an empty (unsigned) field. */
  signature: PdfSignature | undefined;
}

export interface FoundSignatures {
  /** Every terminal field of type /Sig, in form order. */
  fields: PdfSignatureField[];
  /** Distinct signature dictionaries, in form order. */
  signatures: PdfSignature[];
}

export function findSignatures(view: PdfView): FoundSignatures {
  const byKey = new Map<string, PdfSignature>();
  const signatures: PdfSignature[] = [];
  const fields = getFormFields(view)
    .filter((field) => field.fieldType === 'Sig')
    .map((field): PdfSignatureField => {
      const v = field.value;
      let signature = isRef(v) ? byKey.get(v.key) : undefined;
      if (!signature) {
        signature = readSignature(view, v);
        if (signature) {
          signatures.push(signature);
          if (isRef(v)) byKey.set(v.key, signature);
        }
      }
      return { name: field.name, field, signature };
    });
  return { fields, signatures };
}

function readSignature(view: PdfView, value: PdfValue | undefined): PdfSignature | undefined {
  const indirect = isRef(value) ? view.getIndirect(value) : undefined;
  const dict = indirect ? indirect.value : value;
  if (!(dict instanceof PdfDict)) return undefined;
  const contents = dict.get('Contents');
  const byteRange = view.resolve(dict.get('ByteRange'));
  const nameOf = (key: string) => {
    const n = view.resolve(dict.get(key));
    return isName(n) ? n.value : undefined;
  };
  return {
    ref: isRef(value) ? value : undefined,
    dict,
    type: nameOf('Type'),
    filter: nameOf('Filter'),
    subFilter: nameOf('SubFilter'),
    contents: isPdfString(contents) ? contents.bytes : undefined,
    contentsSpan: isPdfString(contents) ? dict.spanOf('Contents') : undefined,
    byteRange: Array.isArray(byteRange) && byteRange.every(isInteger) ? (byteRange as number[]) : undefined,
    byteRangeSpan: Array.isArray(dict.get('ByteRange')) ? dict.spanOf('ByteRange') : undefined,
    offset: indirect?.offset,
    revision: indirect?.revision,
  };
}
