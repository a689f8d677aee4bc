// A standard seal generated from the verified enterprise name: the official, contract, HR and
// finance round seals, or the legal representative's square name seal. An enterprise may hold
// several seals of a kind (a contract seal per branch): later ones are numbered.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { SEAL_KIND_LABELS, type TEnterpriseSealKind, type TSealRow } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seals } from '../../db/schema-seals';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { generateSealArtwork } from './generate-seal-artwork';
import { renderSealImage } from './image/render-seal-image';
import { insertEnterpriseSeal, verifiedEnterprise } from './insert-enterprise-seal';

export async function generateEnterpriseSeal(
  context: AppContext,
  operator: ActingAccount,
  kind: TEnterpriseSealKind,
): Promise<TSealRow> {
  const enterprise = await verifiedEnterprise(context, operator.enterpriseId);
  const sealText = kind === 'LEGAL_REPRESENTATIVE' ? enterprise.legalSealName : enterprise.name;
  if (!sealText) throw new AppError('ENTERPRISE_INFO_WRONG', { internal: 'no legal representative on record' });
  const base =
    kind === 'LEGAL_REPRESENTATIVE' ? `${sealText}（${SEAL_KIND_LABELS[kind].zh}）` : SEAL_KIND_LABELS[kind].zh;
  const taken = new Set(
    (
      await context.database.db
        .select({ name: seals.name })
        .from(seals)
        .where(eq(seals.enterpriseId, operator.enterpriseId))
    ).map((row) => row.name),
  );
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}（${n}）`;
  const artwork = generateSealArtwork({ kind, sealText, style: null });
  const image = renderSealImage(artwork);
  return insertEnterpriseSeal(context, operator, {
    id: randomUUID(),
    kind,
    source: 'GENERATED',
    name,
    sealText,
    png: image.png,
    svg: image.svg,
    widthMm: artwork.widthMm,
    heightMm: artwork.heightMm,
  });
}
