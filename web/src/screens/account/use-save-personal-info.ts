// Saving a changed personal detail (POST …/personal/changeMobile, changeEmail): the reply is the
// new personal information; the logged-in user is read again (its number or address changed) and
// the dialog closes. A failure is thrown to the form, which shows it next to its field.
import { ZPersonalInfo, type TPersonalInfo } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';

export function useSavePersonalInfo(props: { onChanged(info: TPersonalInfo): void; onClose(): void }) {
  const { api, refreshUser } = usePortalSession();
  return async (path: string, json: Record<string, string>) => {
    const info = await api.request({ method: 'POST', path, json }, ZPersonalInfo);
    props.onChanged(info);
    await refreshUser().catch(() => undefined);
    props.onClose();
  };
}
