// A document time-stamp (ISO 32000-2 12.8.5, PAdES B-LTA): an RFC 3161 token over the whole
// document so far, in a signature dictionary of /Type /DocTimeStamp and SubFilter ETSI.RFC3161,
// behind an invisible field. Made after the DSS, it seals the validation data too; repeated
// before the TSA's certificate expires, it keeps the signatures verifiable indefinitely.
import { PdfRef } from '../parse/model/pdf-ref';
import type { CryptoEngine, DigestAlgorithm } from '../crypto/types';
import { nextObjectNumber } from '../write/next-object-number';
import { appendSignedRevision } from './append-signed-revision';
import { buildAppearance } from './appearance/build-appearance';
import { buildSignatureDictionary } from './build-signature-dictionary';
import { CatalogDraft } from './catalog-draft';
import { openForSigning } from './open-for-signing';
import { placeSignatureField } from './place-signature-field';
import { requestTimeStamp } from './request-time-stamp';
import { resolvePlacement } from './resolve-placement';
import type { TimeStamper } from './types';

export interface DocumentTimeStampOptions {
  readonly engine: CryptoEngine;
  readonly timeStamper: TimeStamper;
  /** Imprint digest (default SHA-256). */
  readonly digestAlgorithm?: DigestAlgorithm;
  /** The field's name; by default the first free "TimeStampN". */
  readonly fieldName?: string;
  /** Bytes reserved for the token (default 10 KB, grown when short). */
  readonly contentsSize?: number;
}

export async function addDocumentTimeStamp(bytes: Uint8Array, options: DocumentTimeStampOptions): Promise<Uint8Array> {
  const doc = openForSigning(bytes, { allowUnderNoChanges: true });
  const digestAlgorithm = options.digestAlgorithm ?? 'SHA-256';
  const placement = resolvePlacement(doc, { name: options.fieldName }, 'TimeStamp');
  let next = nextObjectNumber(doc);
  const allocate = () => new PdfRef(next++, 0);
  const signatureRef = allocate();
  const appearanceRef = allocate();
  const catalog = new CatalogDraft(doc);
  const appearance = buildAppearance({ width: 0, height: 0, rotate: placement.page.rotate, allocate });
  const fixed = [
    { ref: appearanceRef, value: appearance.stream },
    ...placeSignatureField({ view: doc, catalog, allocate, signatureRef, appearanceRef, ...placement }),
  ];
  fixed.push(...catalog.objects());
  return appendSignedRevision(doc, {
    contentsSize: options.contentsSize ?? 10_240,
    objects: (contents, byteRange) => [
      { ref: signatureRef, value: buildSignatureDictionary({ contents, byteRange, subFilter: 'ETSI.RFC3161' }) },
      ...fixed,
    ],
    sign: async (ranges) => {
      const digest = await options.engine.digest(digestAlgorithm, ranges);
      return (await requestTimeStamp(options.timeStamper, { digestAlgorithm, digest })).der;
    },
  });
}
