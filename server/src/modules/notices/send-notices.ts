// sendNotices: many notices of one type in the caller's transaction with a handful of statements —
// the type's settings read once, every recipient resolved in one pass, and one multi-row INSERT
// for the in-app notices and one for the queued messages — where sendNotice per notice costs five
// statements each (an HR batch's chunk notifies fifty employees). Each notice is composed exactly
// as sendNotice composes it; one the rules refuse (type switched off, nobody reachable, a template
// value missing) is answered with its AppError and writes nothing, without stopping the others.
import { AppError } from '@ecsign/core/errors';
import { ZSendNoticeInput, type TNoticeType } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { parseInput } from '../../http/parse-input';
import { publicBaseUrl } from '../../http/public-base-url';
import { kickDeliveryPump } from './delivery-pump';
import { insertNoticeRows } from './insert-notice-rows';
import { loadNoticeSettings } from './load-notice-settings';
import { resolveRecipients } from './resolve-recipients';
import {
  checkSettings,
  composeNotice,
  wantedRecipients,
  type NoticeRows,
  type SendNoticeInput,
  type SendNoticeResult,
} from './send-notice';

export async function sendNotices(
  context: AppContext,
  type: TNoticeType,
  rawInputs: readonly Omit<SendNoticeInput, 'type'>[],
  tx: Db,
): Promise<(SendNoticeResult | AppError)[]> {
  const inputs = rawInputs.map((raw) => parseInput(ZSendNoticeInput, { ...raw, type }));
  const settings = await loadNoticeSettings(tx, type);
  const wanted = inputs.map((input) => attempt(() => wantedRecipients(input)));
  // Everyone at once; resolveRecipients answers one entry per recipient, in order.
  const resolved = await resolveRecipients(
    tx,
    wanted.flatMap((list) => (list instanceof AppError ? [] : list)),
  );
  const now = context.now();
  const baseUrl = publicBaseUrl(context.config);
  const all: NoticeRows = { noticeRows: [], deliveryRows: [] };
  let at = 0;
  const results = inputs.map((input, index) => {
    const list = wanted[index]!;
    if (list instanceof AppError) return list;
    const people = resolved.slice(at, (at += list.length));
    const rows = attempt(() => {
      checkSettings(input, settings);
      return composeNotice(input, settings, people, { now, baseUrl });
    });
    if (rows instanceof AppError) return rows;
    all.noticeRows.push(...rows.noticeRows);
    all.deliveryRows.push(...rows.deliveryRows);
    return { noticeIds: rows.noticeRows.map((row) => row.id!), deliveryIds: rows.deliveryRows.map((row) => row.id!) };
  });
  await insertNoticeRows(tx, all);
  // Rows become visible when the caller commits; the pump picks them up then.
  if (all.deliveryRows.length) kickDeliveryPump(context);
  return results;
}

function attempt<T>(work: () => T): T | AppError {
  try {
    return work();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}
