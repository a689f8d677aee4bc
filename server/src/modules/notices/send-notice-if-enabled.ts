// For features whose own work must not fail because a notice is switched off or has nobody to
// go to (a join application is still filed when JOIN_APPLICATION notices are disabled): sendNotice,
// answering null instead of NOTICE_TYPE_DISABLED or MESSAGE_RECIPIENT_EMPTY. Other failures —
// a template that cannot be filled — still throw: they are bugs of the caller.
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { sendNotice, type SendNoticeInput, type SendNoticeResult } from './send-notice';

export async function sendNoticeIfEnabled(
  context: AppContext,
  input: SendNoticeInput,
  tx?: Db,
): Promise<SendNoticeResult | null> {
  try {
    return await sendNotice(context, input, tx);
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'NOTICE_TYPE_DISABLED' || error.code === 'MESSAGE_RECIPIENT_EMPTY')
    ) {
      return null;
    }
    throw error;
  }
}
