// A template design's placed things — fields and the rectangle positions of signing roles — as the
// pages viewer's boxes, and back. The design keeps [left, top, width, height] from the top-left of
// the page as displayed (what the server fills and signs at); the viewer works in PDF points from
// the bottom-left, offset by the page's origin.
import type { TDisplayRect, TSigningRole, TTemplateField } from '@ecsign/core/model';
import type { TOverlayBox, TPageSize, TPdfRect } from '../../components/pdf-pages';

const round = (value: number) => Math.round(value * 100) / 100;

export function toViewerRect(rect: TDisplayRect, size: TPageSize): TPdfRect {
  const [left, top, width, height] = rect;
  return { x: left + (size.originX ?? 0), y: (size.originY ?? 0) + size.height - top - height, width, height };
}

export function fromViewerRect(rect: TPdfRect, size: TPageSize): TDisplayRect {
  return [
    round(rect.x - (size.originX ?? 0)),
    round(size.height - (rect.y - (size.originY ?? 0)) - rect.height),
    round(rect.width),
    round(rect.height),
  ];
}

export const fieldBoxId = (key: string) => `field:${key}`;
export const positionBoxId = (roleKey: string, index: number) => `role:${roleKey}:${index}`;

export function designBoxes(
  design: { fields: readonly TTemplateField[]; roles: readonly TSigningRole[] },
  sizeOf: (page: number) => TPageSize,
  editable: boolean,
): TOverlayBox[] {
  const boxes: TOverlayBox[] = design.fields.map((field) => ({
    id: fieldBoxId(field.key),
    page: field.position.page,
    rect: toViewerRect(field.position.rect, sizeOf(field.position.page)),
    label: field.label,
    color: 'blue',
    editable,
  }));
  for (const role of design.roles) {
    role.positions.forEach((position, index) => {
      if (position.kind !== 'RECT') return;
      boxes.push({
        id: positionBoxId(role.key, index),
        page: position.page,
        rect: toViewerRect(position.rect, sizeOf(position.page)),
        label: role.name,
        color: 'orange',
        editable,
      });
    });
  }
  return boxes;
}

/** The design with one box's new rectangle (dragged, resized or moved by a click) written back. */
export function withBoxRect<T extends { fields: TTemplateField[]; roles: TSigningRole[] }>(
  design: T,
  id: string,
  rect: TDisplayRect,
): T {
  const [kind, key, index] = id.split(':');
  if (kind === 'field') {
    return {
      ...design,
      fields: design.fields.map((field) =>
        field.key === key ? { ...field, position: { ...field.position, rect } } : field,
      ),
    };
  }
  return {
    ...design,
    roles: design.roles.map((role) =>
      role.key !== key
        ? role
        : {
            ...role,
            positions: role.positions.map((position, i) =>
              i === Number(index) && position.kind === 'RECT' ? { ...position, rect } : position,
            ),
          },
    ),
  };
}

/** The design without the box (a field, or one position of a role). */
export function withoutBox<T extends { fields: TTemplateField[]; roles: TSigningRole[] }>(design: T, id: string): T {
  const [kind, key, index] = id.split(':');
  if (kind === 'field') return { ...design, fields: design.fields.filter((field) => field.key !== key) };
  return {
    ...design,
    roles: design.roles.map((role) =>
      role.key === key ? { ...role, positions: role.positions.filter((_, i) => i !== Number(index)) } : role,
    ),
  };
}

/** The box's page, for moving it with a click on the page. */
export function boxPage(design: { fields: TTemplateField[]; roles: TSigningRole[] }, id: string): number | undefined {
  const [kind, key, index] = id.split(':');
  if (kind === 'field') return design.fields.find((field) => field.key === key)?.position.page;
  const position = design.roles.find((role) => role.key === key)?.positions[Number(index)];
  return position?.kind === 'RECT' ? position.page : undefined;
}
