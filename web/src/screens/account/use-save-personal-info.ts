// Saving a changed personal detail (endpoints.account.changeMobile, changeEmail): the reply is the
// new personal information; the logged-in user is read again (its number or address changed) and
// the dialog closes. A failure is thrown to the form, which shows it next to its field.
import type { TPersonalInfo } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';

export function useSavePersonalInfo(props: { onChanged(info: TPersonalInfo): void; onClose(): void }) {
  const { refreshUser } = usePortalSession();
  return async (change: () => Promise<TPersonalInfo>) => {
    const info = await change();
    props.onChanged(info);
    await refreshUser().catch(() => undefined);
    props.onClose();
  };
}
