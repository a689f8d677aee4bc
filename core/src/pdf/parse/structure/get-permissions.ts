// The catalog's /Perms (ISO 32000-1 12.8.4): the certification signature with its DocMDP
// permission level, and the usage-rights signature. A signing engine must refuse to add a
// signature under P=1; a validator judges later revisions against P.
import { PdfDict } from '../model/pdf-dict';
import type { PdfRef } from '../model/pdf-ref';
import { isInteger, isName, isRef } from '../model/pdf-value';
import type { PdfView } from '../document/pdf-view';

export interface PdfDocMdp {
  /** The certification signature dictionary (catalog /Perms /DocMDP). */
  signatureRef: PdfRef | undefined;
  signature: PdfDict;
  /** 1 no changes, 2 form filling and signing, 3 also annotations; 2 when unstated (12.8.2.2). */
  permission: 1 | 2 | 3;
}

export interface PdfPermissions {
  docMdp: PdfDocMdp | undefined;
  /** The usage-rights (UR3) signature dictionary, if any. */
  ur3: PdfDict | undefined;
}

export function getPermissions(view: PdfView): PdfPermissions {
  const perms = view.catalog ? view.getDict(view.catalog, 'Perms') : undefined;
  if (!perms) return { docMdp: undefined, ur3: undefined };
  const raw = perms.get('DocMDP');
  const signature = view.getDict(perms, 'DocMDP');
  return {
    docMdp: signature
      ? { signatureRef: isRef(raw) ? raw : undefined, signature, permission: docMdpLevel(view, signature) }
      : undefined,
    ur3: view.getDict(perms, 'UR3'),
  };
}

/** /P of the DocMDP transform in the signature's /Reference array. */
function docMdpLevel(view: PdfView, signature: PdfDict): 1 | 2 | 3 {
  for (const item of view.getArray(signature, 'Reference') ?? []) {
    const reference = view.resolve(item);
    if (!(reference instanceof PdfDict) || !isName(view.get(reference, 'TransformMethod'), 'DocMDP')) continue;
    const params = view.getDict(reference, 'TransformParams');
    const p = params ? view.get(params, 'P') : undefined;
    return isInteger(p) && (p === 1 || p === 3) ? p : 2;
  }
  return 2;
}
