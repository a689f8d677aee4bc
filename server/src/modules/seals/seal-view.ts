// A seal row as the portal sees it (core/model ZSealRow).
import type { TSealRow } from '@ecsign/core/model';
import type { TSealRecord } from '../../db/schema-seals';

export function sealView(seal: TSealRecord): TSealRow {
  return {
    sealId: seal.id,
    name: seal.name,
    kind: seal.kind,
    source: seal.source,
    style: seal.style,
    ownerType: seal.ownerType,
    status: seal.status,
    isDefault: seal.isDefault,
    widthMm: seal.widthMm,
    heightMm: seal.heightMm,
    hasSvg: seal.source === 'GENERATED',
    createdAt: seal.createdAt.toISOString(),
  };
}
