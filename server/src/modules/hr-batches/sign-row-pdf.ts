// The CPU-heavy part of an HR row, with no AppContext: the template's PDF filled with the row's
// values, then signed by the enterprise with its HR seal (PAdES B-LT) at the enterprise role's
// places — the way applySignatures signs. It runs on a worker thread (row-pdf-worker.ts) or, where
// no worker can start (tests running the TypeScript sources), on the event loop; the key and the
// time-stamp authority are whatever `tools` gives (on a worker: requests answered by the main
// thread, so the private key never leaves it).
import type { TPageSize, TTemplateValues } from '@ecsign/core/model';
import { signPdf, type PdfSigner, type RevocationData, type TimeStamper } from '@ecsign/core/pdf';
import { dateToLocal } from '../contracts/local-time';
import { sha256Hex } from '../contracts/sha256-hex';
import type { TRolePositions } from '../templates/fill-template';
import { fillItems, stageTemplateFill } from '../templates/render-template-source';
import type { TTemplateRecord } from '../templates/template-access';

/** What the rows of a chunk share; plain data, posted once to each worker thread. */
export interface RowPdfShared {
  template: Pick<TTemplateRecord, 'fields' | 'roles'>;
  /** The template's PDF. */
  source: Uint8Array;
  enterpriseName: string;
  taskName: string;
  sealPng: Uint8Array;
  certificateChain: readonly Uint8Array[];
  algorithm: PdfSigner['algorithm'];
  revocation: RevocationData;
}

/** What is a row's own. */
export interface RowPdfRow {
  values: TTemplateValues;
  signingTime: Date;
}

export type RowPdfInput = RowPdfShared & RowPdfRow;

export interface RowPdfTools {
  signer: PdfSigner;
  timeStamper: TimeStamper;
  /** Noto Sans SC: the filled values' and the seal's text font (the same bytes, so core's parse cache hits). */
  font: Uint8Array;
}

export interface RowPdf {
  bytes: Uint8Array;
  sha256: string;
  pages: TPageSize[];
  enterpriseRole: TRolePositions;
  personRole: TRolePositions;
}

export function userPositions(role: TRolePositions) {
  return role.positions.map((p) => ({
    page: p.page,
    x: Math.max(0, p.userRect[0]),
    y: Math.max(0, p.userRect[1]),
    width: p.userRect[2],
    height: p.userRect[3],
  }));
}

export async function signRowPdf(input: RowPdfInput, tools: RowPdfTools): Promise<RowPdf> {
  const plan = fillItems(input.template, input.values, { sample: false, now: input.signingTime });
  // The fill is staged on the opened template and written by the first signature's update: one
  // revision holds the values and the seal that covers them, and the file is written and parsed
  // once less a row than with a revision for the fill.
  const filled = stageTemplateFill(input.source, input.template, plan, tools.font);
  const enterpriseRole = filled.positions.find((role) => role.type === 'ENTERPRISE')!;
  const personRole = filled.positions.find((role) => role.type === 'PERSON')!;
  const text = [input.enterpriseName, dateToLocal(input.signingTime)!.slice(0, 10)];
  const reason = `${input.taskName} ${enterpriseRole.roleName}`.trim();
  let signed: Uint8Array | undefined;
  // As applySignatures: a role without a place still signs, invisibly.
  const places = userPositions(enterpriseRole);
  for (const place of places.length > 0 ? places : [undefined]) {
    signed = await signPdf(signed ?? filled.doc, {
      signer: tools.signer,
      signingTime: input.signingTime,
      level: 'B-LT',
      timeStamper: tools.timeStamper,
      revocation: input.revocation,
      reason,
      location: 'ecsign',
      ...(place
        ? {
            field: { page: place.page, rect: [place.x, place.y, place.width, place.height] as const },
            appearance: { image: input.sealPng, text, font: tools.font },
          }
        : {}),
    });
  }
  // The loop signs at least once. Signing appends revisions and never changes a page: the sizes
  // are the template's.
  const bytes = signed!;
  return { bytes, sha256: sha256Hex(bytes), pages: filled.pageSizes, enterpriseRole, personRole };
}
