// Where each signing role signs on a template PDF: rectangles as placed, and keyword positions
// resolved to a seal-sized box centred on the keyword's first occurrence (PDF_KEYWORD_MISSING
// when no page prints it). Each position comes in display terms (what the portal draws) and in
// user space (what core's signPdf takes as field.rect).
import { AppError } from '@ecsign/core/errors';
import type { TDisplayRect, TSigningRole, TSigningRoleType, TSealType } from '@ecsign/core/model';
import { displayRectToUserSpace, getPages, openPdf } from '@ecsign/core/pdf';
import { findKeyword } from './find-keyword';
import { userBoxToDisplay } from './user-box-to-display';

export interface TResolvedPosition {
  page: number;
  /** [left, top, width, height] on the page as displayed. */
  rect: TDisplayRect;
  /** [x, y, width, height] in default user space (signPdf's field.rect). */
  userRect: readonly [number, number, number, number];
  keyword?: string;
}

export interface TRolePositions {
  roleKey: string;
  roleName: string;
  type: TSigningRoleType;
  sealTypes: TSealType[];
  positions: TResolvedPosition[];
}

export function resolveRolePositions(pdf: Uint8Array, roles: readonly TSigningRole[]): TRolePositions[] {
  const doc = openPdf(pdf);
  const pages = getPages(doc);
  return roles.map((role) => ({
    roleKey: role.key,
    roleName: role.name,
    type: role.type,
    sealTypes: role.sealTypes,
    positions: role.positions.map((position): TResolvedPosition => {
      if (position.kind === 'RECT') {
        const page = pages[position.page - 1];
        if (!page) throw new AppError('PDF_PAGE_OUT_OF_RANGE', { details: { role: role.name, page: position.page } });
        return { page: position.page, rect: position.rect, userRect: displayRectToUserSpace(page, position.rect) };
      }
      const hit = findKeyword(doc, position.keyword);
      if (!hit) throw new AppError('PDF_KEYWORD_MISSING', { details: { role: role.name, keyword: position.keyword } });
      const page = pages[hit.page - 1]!;
      const around = userBoxToDisplay(page, hit.box);
      const [cx, cy] = [around[0] + around[2] / 2, around[1] + around[3] / 2];
      const rect: TDisplayRect = [
        Math.max(0, cx - position.width / 2),
        Math.max(0, cy - position.height / 2),
        position.width,
        position.height,
      ];
      return { page: hit.page, rect, userRect: displayRectToUserSpace(page, rect), keyword: position.keyword };
    }),
  }));
}
