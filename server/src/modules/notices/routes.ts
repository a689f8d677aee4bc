// The notice centre, message templates and system notices (endpoints.notices). Anyone logged in
// reads their own notices; templates need platform:config and system notices notice:publish
// (platform staff).
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
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

const declared = endpoints.notices;

export function noticeRoutes(app: FastifyInstance, context: AppContext) {
  const stopPump = startDeliveryPump(context);
  app.addHook('onClose', async () => stopPump());

  mountEndpoint(app, context, declared.unreadCount, async ({ caller }) => countUnread(context, caller.userId));

  mountEndpoint(app, context, declared.list, async ({ input, caller }) =>
    listNotices(context, caller.userId, { ...input.query, ...input.body }),
  );

  for (const [operation, change] of [
    [declared.read, 'READ'],
    [declared.unread, 'UNREAD'],
    [declared.delete, 'DELETE'],
  ] as const) {
    mountEndpoint(app, context, operation, async ({ input, caller }) =>
      changeNotices(context, caller.userId, input.body.noticeIds, change),
    );
  }

  mountEndpoint(app, context, declared.readAll, async ({ caller }) =>
    changeNotices(context, caller.userId, 'ALL_UNREAD', 'READ'),
  );

  // ── message templates (platform staff) ──
  mountEndpoint(app, context, declared.templates, async ({ request }) => {
    await requirePermission(context, request, 'platform:config');
    return listNoticeSettings(context);
  });

  mountEndpoint(app, context, declared.updateTemplate, async ({ input, request }) => {
    const auth = await requirePermission(context, request, 'platform:config');
    await updateNoticeTemplate(context, auth.userId, input.body);
    return null;
  });

  mountEndpoint(app, context, declared.templateState, async ({ input, request }) => {
    const auth = await requirePermission(context, request, 'platform:config');
    await setNoticeTemplateEnabled(context, auth.userId, input.body);
    return null;
  });

  mountEndpoint(app, context, declared.typeState, async ({ input, request }) => {
    const auth = await requirePermission(context, request, 'platform:config');
    await setNoticeTypeEnabled(context, auth.userId, input.body);
    return null;
  });

  mountEndpoint(app, context, declared.previewTemplate, async ({ input, request }) => {
    await requirePermission(context, request, 'platform:config');
    return previewNoticeTemplate(context, input.query);
  });

  // ── system notices ──
  mountEndpoint(app, context, declared.systemList, async ({ input, request }) => {
    await requirePermission(context, request, 'notice:publish');
    return listSystemNotices(context, { ...input.query, ...input.body });
  });

  mountEndpoint(app, context, declared.systemPublished, async ({ input }) =>
    listSystemNotices(context, { ...input.query, status: 'PUBLISHED' }),
  );

  mountEndpoint(app, context, declared.systemSave, async ({ input, request }) => {
    const auth = await requirePermission(context, request, 'notice:publish');
    return saveSystemNotice(context, auth.userId, input.body);
  });

  for (const [operation, action] of [
    [declared.systemPublish, 'PUBLISH'],
    [declared.systemWithdraw, 'WITHDRAW'],
  ] as const) {
    mountEndpoint(app, context, operation, async ({ input, request }) => {
      await requirePermission(context, request, 'notice:publish');
      return changeSystemNotice(context, input.body.systemNoticeId, action);
    });
  }

  mountEndpoint(app, context, declared.systemDelete, async ({ input, request }) => {
    await requirePermission(context, request, 'notice:publish');
    await changeSystemNotice(context, input.body.systemNoticeId, 'DELETE');
    return null;
  });

  // Open (the /previewNotice page): unpublished notices only for staff.
  mountEndpoint(app, context, declared.systemPreview, async ({ input, request }) =>
    readSystemNotice(context, input.query.systemNoticeId, () => mayPublish(context, request)),
  );
}

async function mayPublish(context: AppContext, request: FastifyRequest): Promise<boolean> {
  try {
    const auth = await authenticate(context, request);
    return (await activePermissions(context, auth)).includes('notice:publish');
  } catch {
    return false;
  }
}
