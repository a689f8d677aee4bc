// The rules a template design must keep whenever it is saved: unique field keys, unique signing
// roles, seal types that fit the role's type, fields filled by roles that exist, defaults that fit
// their field's type, positions inside their page, and no two positions of one role on top of
// each other. Each broken rule is its catalogue error, naming the field or role in `details`.
import { AppError } from '@ecsign/core/errors';
import {
  ENTERPRISE_SEAL_TYPES,
  PERSON_SEAL_TYPES,
  type TDisplayRect,
  type TSigningRole,
  type TTemplateField,
} from '@ecsign/core/model';
import { fieldValue } from './field-value';

export interface TTemplateDesign {
  pages: readonly { width: number; height: number }[];
  fields: readonly TTemplateField[];
  roles: readonly TSigningRole[];
}

const SEALS_OF = { PERSON: PERSON_SEAL_TYPES, ENTERPRISE: ENTERPRISE_SEAL_TYPES } as const;

function checkPlacement(pages: TTemplateDesign['pages'], page: number, rect: TDisplayRect, owner: string) {
  const size = pages[page - 1];
  if (!size) throw new AppError('PDF_PAGE_OUT_OF_RANGE', { details: { owner, page, pageCount: pages.length } });
  const [left, top, width, height] = rect;
  // Half a point of slack: rectangles dragged to the page edge in the browser round either way.
  if (left + width > size.width + 0.5 || top + height > size.height + 0.5) {
    throw new AppError('PDF_PAGE_OUT_OF_RANGE', { details: { owner, page, rect } });
  }
}

function overlaps(a: TDisplayRect, b: TDisplayRect): boolean {
  return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
}

export function checkTemplateDesign(design: TTemplateDesign): void {
  const fieldKeys = new Set<string>();
  for (const field of design.fields) {
    if (fieldKeys.has(field.key)) throw new AppError('TEMPLATE_FIELD_KEY_DUPLICATE', { details: { field: field.key } });
    fieldKeys.add(field.key);
  }
  const roleKeys = new Set<string>();
  const roleNames = new Set<string>();
  for (const role of design.roles) {
    if (roleKeys.has(role.key) || roleNames.has(role.name)) {
      throw new AppError('DUPLICATE_SIGNING_ROLE', { details: { role: role.name } });
    }
    roleKeys.add(role.key);
    roleNames.add(role.name);
    const allowed: readonly string[] = SEALS_OF[role.type];
    const wrong = role.sealTypes.filter((seal) => !allowed.includes(seal));
    if (wrong.length > 0) throw new AppError('SIGNING_ROLE_TYPE_WRONG', { details: { role: role.name, wrong } });
    const rects: { page: number; rect: TDisplayRect }[] = [];
    for (const position of role.positions) {
      if (position.kind !== 'RECT') continue;
      checkPlacement(design.pages, position.page, position.rect, role.name);
      if (rects.some((other) => other.page === position.page && overlaps(other.rect, position.rect))) {
        throw new AppError('TEMPLATE_POSITION_OVERLAP', { details: { role: role.name, page: position.page } });
      }
      rects.push(position);
    }
  }
  for (const field of design.fields) {
    if (field.filledBy === 'ROLE' && (!field.roleKey || !roleKeys.has(field.roleKey))) {
      throw new AppError('TEMPLATE_SIGNATORY_MISSING', { details: { field: field.key, role: field.roleKey ?? null } });
    }
    if (field.defaultValue && !fieldValue(field.type, field.defaultValue)) {
      throw new AppError('TEMPLATE_FILL_VALUE_INVALID', { details: { field: field.key } });
    }
    checkPlacement(design.pages, field.position.page, field.position.rect, field.key);
  }
}

/** What enabling needs beyond a valid design: at least one role, and a place to sign for each. */
export function checkTemplateComplete(design: TTemplateDesign): void {
  checkTemplateDesign(design);
  if (design.roles.length === 0) throw new AppError('TEMPLATE_SIGNATORY_MISSING');
  const unplaced = design.roles.find((role) => role.positions.length === 0);
  if (unplaced) throw new AppError('TEMPLATE_CONTROLS_EMPTY', { details: { role: unplaced.name } });
}
