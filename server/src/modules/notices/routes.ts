// The notice centre, message templates and system notices under
// cb/assemble/notice. Bodies: core/model/notices.ts. Anyone logged in reads their own notices;
// templates need platform:config and system notices notice:publish (platform staff).
import {
  ZNoticeIdsRequest,
  ZNoticeListQuery,
  ZNoticeTemplatePreviewQuery,
  ZNoticeTemplateState,
  ZNoticeTemplateUpdate,
  ZNoticeTypeState,
  ZPageQuery,
  ZSystemNoticeForm,
  ZSystemNoticeIdRequest,
  ZSystemNoticeListQuery,
} from '@ecsign/core/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate } from '../auth/authenticate';
import { activePermissions } from '../platform/active-permissions';
import { changeNotices } from './change-notices';
import { changeSystemNotice } from './change-system-notice';
import { countUnread } from './count-unread';
import { startDeliveryPump } from './delivery-pump';
import { listNoticeSettings } from './list-notice-settings';
import { listNotices } from './list-notices';
import { listSystemNotices } from './list-system-notices';
import { previewNoticeTemplate } from './preview-notice-template';
import { readSystemNotice } from './read-system-notice';
import { requirePermission } from './require-permission';
import { saveSystemNotice } from './save-system-notice';
import { setNoticeTemplateEnabled } from './set-notice-template-enabled';
import { setNoticeTypeEnabled } from './set-notice-type-enabled';
import { updateNoticeTemplate } from './update-notice-template';
import { guard } from '../../security/route-guard';

const N = '/cb/assemble/notice';

export function noticeRoutes(app: FastifyInstance, context: AppContext) {
  const stopPump = startDeliveryPump(context);
  app.addHook('onClose', async () => stopPump());

  app.get(`${N}/unreadCount`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await countUnread(context, auth.userId));
  });

  app.post(`${N}/list`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const query = parseInput(ZNoticeListQuery, { ...(request.query as object), ...(request.body as object) });
    return ok(await listNotices(context, auth.userId, query));
  });

  for (const [path, change] of [
    ['read', 'READ'],
    ['unread', 'UNREAD'],
    ['delete', 'DELETE'],
  ] as const) {
    app.post(`${N}/${path}`, guard.signedIn(), async (request) => {
      const auth = await authenticate(context, request);
      const { noticeIds } = parseInput(ZNoticeIdsRequest, request.body);
      return ok(await changeNotices(context, auth.userId, noticeIds, change));
    });
  }

  app.post(`${N}/readAll`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await changeNotices(context, auth.userId, 'ALL_UNREAD', 'READ'));
  });

  // ── message templates (platform staff) ──
  app.get(`${N}/template/list`, guard.activeAccount('platform:config'), async (request) => {
    await requirePermission(context, request, 'platform:config');
    return ok(await listNoticeSettings(context));
  });

  app.post(`${N}/template/update`, guard.activeAccount('platform:config'), async (request) => {
    const auth = await requirePermission(context, request, 'platform:config');
    await updateNoticeTemplate(context, auth.userId, parseInput(ZNoticeTemplateUpdate, request.body));
    return ok(null);
  });

  app.post(`${N}/template/state`, guard.activeAccount('platform:config'), async (request) => {
    const auth = await requirePermission(context, request, 'platform:config');
    await setNoticeTemplateEnabled(context, auth.userId, parseInput(ZNoticeTemplateState, request.body));
    return ok(null);
  });

  app.post(`${N}/type/state`, guard.activeAccount('platform:config'), async (request) => {
    const auth = await requirePermission(context, request, 'platform:config');
    await setNoticeTypeEnabled(context, auth.userId, parseInput(ZNoticeTypeState, request.body));
    return ok(null);
  });

  app.get(`${N}/template/preview`, guard.activeAccount('platform:config'), async (request) => {
    await requirePermission(context, request, 'platform:config');
    return ok(await previewNoticeTemplate(context, parseInput(ZNoticeTemplatePreviewQuery, request.query)));
  });

  // ── system notices ──
  app.post(`${N}/system/list`, guard.activeAccount('notice:publish'), async (request) => {
    await requirePermission(context, request, 'notice:publish');
    return ok(await listSystemNotices(context, parseInput(ZSystemNoticeListQuery, pagedBody(request))));
  });

  app.post(`${N}/system/published`, guard.signedIn(), async (request) => {
    await authenticate(context, request);
    const paging = parseInput(ZPageQuery, pagedBody(request));
    return ok(await listSystemNotices(context, { ...paging, status: 'PUBLISHED' }));
  });

  app.post(`${N}/system/save`, guard.activeAccount('notice:publish'), async (request) => {
    const auth = await requirePermission(context, request, 'notice:publish');
    return ok(await saveSystemNotice(context, auth.userId, parseInput(ZSystemNoticeForm, request.body)));
  });

  for (const [path, action] of [
    ['publish', 'PUBLISH'],
    ['withdraw', 'WITHDRAW'],
    ['delete', 'DELETE'],
  ] as const) {
    app.post(`${N}/system/${path}`, guard.activeAccount('notice:publish'), async (request) => {
      await requirePermission(context, request, 'notice:publish');
      const { systemNoticeId } = parseInput(ZSystemNoticeIdRequest, request.body);
      return ok(await changeSystemNotice(context, systemNoticeId, action));
    });
  }

  // Open: /previewNotice is on the guard's open list; unpublished notices only for staff.
  app.get(`${N}/system/preview`, async (request) => {
    const { systemNoticeId } = parseInput(ZSystemNoticeIdRequest, request.query);
    return ok(await readSystemNotice(context, systemNoticeId, () => mayPublish(context, request)));
  });
}

/** Paging in the query (api client's page()) and filters in the body. */
function pagedBody(request: FastifyRequest): object {
  return { ...(request.query as object), ...((request.body as object | undefined) ?? {}) };
}

async function mayPublish(context: AppContext, request: FastifyRequest): Promise<boolean> {
  try {
    const auth = await authenticate(context, request);
    return (await activePermissions(context, auth)).includes('notice:publish');
  } catch {
    return false;
  }
}
