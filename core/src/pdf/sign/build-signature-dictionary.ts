// The signature dictionary (ISO 32000-1 Table 252) with its placeholders, and for a certification
// signature the DocMDP transform (12.8.2.2) that states what later revisions may change.
import { PdfDict } from '../parse/model/pdf-dict';
import { PdfName } from '../parse/model/pdf-name';
import { PdfString } from '../parse/model/pdf-string';
import type { PdfValue } from '../parse/model/pdf-value';
import { pdfDate } from './pdf-date';
import type { SignatureSubFilter } from './types';

export interface SignatureDictionaryOptions {
  readonly contents: PdfString;
  readonly byteRange: number[];
  readonly subFilter: SignatureSubFilter | 'ETSI.RFC3161';
  readonly signingTime?: Date;
  /** The signer's name as shown by viewers next to the signature (/Name). */
  readonly name?: string;
  readonly reason?: string;
  readonly location?: string;
  readonly contactInfo?: string;
  readonly docMdp?: 1 | 2 | 3;
}

export function buildSignatureDictionary(options: SignatureDictionaryOptions): PdfDict {
  const timeStamp = options.subFilter === 'ETSI.RFC3161';
  const entries: Array<[string, PdfValue]> = [
    ['Type', new PdfName(timeStamp ? 'DocTimeStamp' : 'Sig')],
    ['Filter', new PdfName('Adobe.PPKLite')],
    ['SubFilter', new PdfName(options.subFilter)],
    ['ByteRange', options.byteRange],
  ];
  const text = (key: string, value: string | undefined) => {
    if (value) entries.push([key, PdfString.fromText(value)]);
  };
  text('Name', options.name);
  if (options.signingTime) entries.push(['M', new PdfString(pdfDateBytes(options.signingTime))]);
  text('Reason', options.reason);
  text('Location', options.location);
  text('ContactInfo', options.contactInfo);
  if (options.docMdp) {
    const params = new PdfDict({ Type: new PdfName('TransformParams'), P: options.docMdp, V: new PdfName('1.2') });
    const reference = new PdfDict({
      Type: new PdfName('SigRef'),
      TransformMethod: new PdfName('DocMDP'),
      TransformParams: params,
    });
    entries.push(['Reference', [reference]]);
  }
  if (!timeStamp) entries.push(['Prop_Build', new PdfDict({ App: new PdfDict({ Name: new PdfName('ecsign') }) })]);
  // /Contents last: the biggest value, and readers that scan for it find it at the end.
  entries.push(['Contents', options.contents]);
  return new PdfDict(entries);
}

/** The date's ASCII bytes (a loop: Uint8Array.from with a mapping function walks the string by iterator). */
function pdfDateBytes(date: Date): Uint8Array {
  const text = pdfDate(date);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
