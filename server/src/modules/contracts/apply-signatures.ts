// The PDF work of one signatory: on every document of the plan, one PAdES B-LT signature (the
// platform TSA's time-stamp, OCSP and CRLs in /DSS) per position as an incremental update on the
// current revision, its appearance drawn by the field's type (field-contents.ts): the seal image
// (or the signer's name) for a seal or signature, the text alone for a date, text, name or ID
// number, a ticked or empty box for a check box; a document without a position for this
// signatory gets one invisible signature, so each document carries the signatory's signature.
import {
  signPdf,
  type AppearanceOptions,
  type PdfSigner,
  type RevocationData,
  type TimeStamper,
} from '@ecsign/core/pdf';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { dateToLocal } from './local-time';
import { appearanceFont } from './appearance-font';
import type { FieldContent } from './field-contents';

export interface DocumentToSign {
  id: string;
  blobKey: string;
  revision: number;
  positions: { page: number; x: number; y: number; width: number; height: number; content: FieldContent }[];
}

export interface SignatureLook {
  /** PNG of the seal or signature; omitted: the signer's name as text. */
  png?: Uint8Array;
  signerName: string;
  reason: string;
}

export async function applySignatures(
  context: AppContext,
  options: {
    signer: PdfSigner;
    timeStamper: TimeStamper;
    /** With it, B-LT: the OCSP response and CRLs go into /DSS. */
    revocation?: RevocationData;
    document: DocumentToSign;
    look: SignatureLook;
  },
): Promise<Uint8Array> {
  const { document, look } = options;
  const original = await blobStoreOf(context).get(document.blobKey);
  if (!original) throw new Error(`document blob ${document.blobKey} is missing`);
  let bytes = original;
  const font = await appearanceFont();
  const signingTime = context.now();
  const text = [look.signerName, dateToLocal(signingTime)!.slice(0, 10)];
  const places = document.positions.length > 0 ? document.positions : [undefined];
  for (const place of places) {
    bytes = await signPdf(bytes, {
      signer: options.signer,
      signingTime,
      level: options.revocation ? 'B-LT' : 'B-T',
      timeStamper: options.timeStamper,
      ...(options.revocation ? { revocation: options.revocation } : {}),
      reason: look.reason,
      location: 'ecsign',
      ...(place
        ? {
            field: { page: place.page, rect: [place.x, place.y, place.width, place.height] as const },
            appearance: appearanceOf(place.content, look, text, font),
          }
        : {}),
    });
  }
  return bytes;
}

function appearanceOf(
  content: FieldContent,
  look: SignatureLook,
  sealText: string[],
  font: Uint8Array,
): AppearanceOptions {
  if ('checked' in content) return { checkBox: content.checked };
  if ('text' in content) return { text: [content.text], font, textPosition: 'over' };
  return look.png ? { image: look.png, text: sealText, font } : { text: sealText, font, textPosition: 'over' };
}
