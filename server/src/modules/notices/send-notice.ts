// sendNotice: the one way features notify people (contracts to sign, signed, refused, revoked,
// expiring, completed, copied; join applications and their result; system notices). Per recipient
// it stores an in-app notice (titled and worded by the type's e-mail template) and queues the
// type's SMS and e-mail messages in message_deliveries — all in the caller's transaction when one
// is given, so a rolled-back contract sends nothing. Messages leave after the commit: at once when
// sendNotice owns the transaction, otherwise through the delivery pump.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import {
  fillTemplate,
  MESSAGE_CHANNELS,
  NOTICE_PLACEHOLDERS,
  ZSendNoticeInput,
  type TMessageChannel,
  type TNoticeRecipient,
  type TNoticeType,
  type TSendNoticeInput,
} from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import type { messageDeliveries, notices } from '../../db/schema';
import { parseInput } from '../../http/parse-input';
import { publicBaseUrl } from '../../http/public-base-url';
import { deliverMessages } from './deliver-messages';
import { insertNoticeRows } from './insert-notice-rows';
import { kickDeliveryPump } from './delivery-pump';
import { loadNoticeSettings } from './load-notice-settings';
import { resolveRecipients, type ResolvedRecipient } from './resolve-recipients';

export interface SendNoticeInput {
  type: TNoticeType;
  recipients: TNoticeRecipient[];
  values: Record<string, string>;
  link?: string;
  /** Channels the sender insists on (a disabled template is then an error); default: every enabled one. */
  channels?: TMessageChannel[];
}

export interface SendNoticeResult {
  /** The in-app notices stored, one per recipient who is a user of the platform. */
  noticeIds: string[];
  /** The SMS and e-mail messages queued. */
  deliveryIds: string[];
}

export interface NoticeRows {
  noticeRows: (typeof notices.$inferInsert)[];
  deliveryRows: (typeof messageDeliveries.$inferInsert)[];
}

type NoticeSettings = Awaited<ReturnType<typeof loadNoticeSettings>>;

export async function sendNotice(context: AppContext, rawInput: SendNoticeInput, tx?: Db): Promise<SendNoticeResult> {
  const input = parseInput(ZSendNoticeInput, rawInput);
  const db = tx ?? context.database.db;
  const wanted = wantedRecipients(input);
  const settings = await loadNoticeSettings(db, input.type);
  checkSettings(input, settings);
  const people = await resolveRecipients(db, wanted);
  const { noticeRows, deliveryRows } = composeNotice(input, settings, people, {
    now: context.now(),
    baseUrl: publicBaseUrl(context.config),
  });
  const write = (into: Db) => insertNoticeRows(into, { noticeRows, deliveryRows });
  const deliveryIds = deliveryRows.map((row) => row.id!);
  if (tx) {
    await write(tx);
    // Rows become visible when the caller commits; the pump picks them up then.
    if (deliveryIds.length) kickDeliveryPump(context);
  } else {
    await context.database.db.transaction(async (own) => write(own as unknown as Db));
    if (deliveryIds.length) await deliverMessages(context, { ids: deliveryIds });
  }
  return { noticeIds: noticeRows.map((row) => row.id!), deliveryIds };
}

/** The recipients that name someone; none: MESSAGE_RECIPIENT_EMPTY. */
export function wantedRecipients(input: TSendNoticeInput): TNoticeRecipient[] {
  const wanted = input.recipients.filter((r) => r.accountId || r.userId || r.mobile || r.email);
  if (wanted.length === 0) throw new AppError('MESSAGE_RECIPIENT_EMPTY');
  return wanted;
}

/** The type switched on, and every channel the sender insists on enabled. */
export function checkSettings(input: TSendNoticeInput, settings: NoticeSettings): void {
  if (!settings.enabled) throw new AppError('NOTICE_TYPE_DISABLED', { internal: input.type });
  for (const channel of input.channels ?? []) {
    if (!settings.templates.get(channel)?.enabled) {
      throw new AppError('MESSAGE_TEMPLATE_DISABLED', { internal: `${input.type} ${channel}` });
    }
  }
}

/**
 * The in-app notices and queued messages of one notice to its resolved recipients (nothing
 * written). A notice with a link offers `{url}`: the link on this server's public address, so an
 * SMS or e-mail leads straight to the page.
 */
export function composeNotice(
  input: TSendNoticeInput,
  settings: NoticeSettings,
  resolved: ResolvedRecipient[],
  at: { now: Date; baseUrl: string },
): NoticeRows {
  const { now } = at;
  const channels = MESSAGE_CHANNELS.filter((channel) =>
    input.channels ? input.channels.includes(channel) : settings.templates.get(channel)?.enabled,
  );
  const email = settings.templates.get('EMAIL');
  if (!email) throw new AppError('MESSAGE_TEMPLATE_FILL_FAILED', { internal: `${input.type} has no e-mail template` });

  const people = resolved.filter((r) => r.userId || r.mobile || r.email);
  if (people.length === 0) throw new AppError('MESSAGE_RECIPIENT_EMPTY', { internal: 'no recipient resolved' });

  const noticeRows: NoticeRows['noticeRows'] = [];
  const deliveryRows: NoticeRows['deliveryRows'] = [];
  const seen = new Set<string>();
  for (const person of people) {
    const values = {
      recipientName: person.name ?? person.mobile ?? person.email ?? '',
      ...(input.link ? { url: `${at.baseUrl}${input.link}` } : {}),
      ...input.values,
    };
    const fill = (text: string) => {
      const filled = fillTemplate(text, values);
      if (filled.missing.length) {
        throw new AppError('MESSAGE_TEMPLATE_FILL_FAILED', {
          internal: `${input.type}: no value for ${filled.missing.join(', ')}`,
          details: { missing: filled.missing },
        });
      }
      return filled.text;
    };
    const title = fill(email.subject ?? '');
    const content = fill(email.body);
    if (person.userId && !seen.has(`user:${person.userId}`)) {
      seen.add(`user:${person.userId}`);
      noticeRows.push({
        id: randomUUID(),
        userId: person.userId,
        accountId: person.accountId,
        noticeType: input.type,
        title,
        content,
        link: input.link ?? null,
        createdAt: now,
      });
    }
    for (const channel of channels) {
      const to = channel === 'SMS' ? person.mobile : person.email;
      if (!to || seen.has(`${channel}:${to}`)) continue;
      seen.add(`${channel}:${to}`);
      const template = settings.templates.get(channel)!;
      deliveryRows.push({
        id: randomUUID(),
        noticeType: input.type,
        channel,
        recipient: to,
        subject: channel === 'EMAIL' ? title : null,
        body: channel === 'EMAIL' ? content : fill(template.body),
        // SMS gateways send the type's template with these values, not the text above.
        templateParams: channel === 'SMS' ? smsTemplateParams(input.type, values) : null,
        nextAttemptAt: now,
        createdAt: now,
      });
    }
  }
  return { noticeRows, deliveryRows };
}

/** The values of the type's placeholders (the parameters of its SMS template), nothing else. */
function smsTemplateParams(type: TNoticeType, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    NOTICE_PLACEHOLDERS[type].filter((name) => name in values).map((name) => [name, values[name]!]),
  );
}
