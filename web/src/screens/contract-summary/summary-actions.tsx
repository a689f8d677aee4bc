// What the caller may do from the summary (the detail's `actions`, checked again by the server):
// sign, urge, revoke (reason ≤ 100, irreversible), download the documents and, once complete, the
// certificate of completion.
import { useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { REVOKE_REASON_MAX } from '@ecsign/core/validation';
import type { TContractDetail } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { ReasonDialog } from '../file-sign/reason-dialog';
import { revokeContract, urgeContract } from '../file-manage/contract-list-calls';
import { downloadContractFiles } from '../file-manage/download-contract-files';
import { saveBytesAsFile } from '../file-manage/save-bytes-as-file';

export function SummaryActions(props: { plan: TContractDetail; onChanged(): void }) {
  const { plan, onChanged } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const navigate = useNavigate();
  const [revoking, setRevoking] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  async function act(work: () => Promise<string>) {
    try {
      setNotice({ ok: true, text: await work() });
    } catch (caught) {
      setNotice({ ok: false, text: errorText(caught, language) });
    }
  }

  return (
    <>
      <Group gap="xs" data-testid="summary-actions">
        {plan.actions.sign && (
          <Button onClick={() => navigate(`/fileSign/fileSign?planId=${encodeURIComponent(plan.planId)}`)}>
            {t('rowSign')}
          </Button>
        )}
        {plan.actions.urge && (
          <Button
            variant="light"
            onClick={() => void act(async () => t('rowUrged', { count: (await urgeContract(api, plan.planId)).urged }))}
          >
            {t('rowUrge')}
          </Button>
        )}
        {plan.actions.revoke && (
          <Button variant="light" color="red" onClick={() => setRevoking(true)}>
            {t('rowRevoke')}
          </Button>
        )}
        {plan.actions.download && (
          <Button
            variant="default"
            onClick={() =>
              void act(async () => t('rowDownloaded', { count: await downloadContractFiles(api, plan.planId) }))
            }
          >
            {t('rowDownload')}
          </Button>
        )}
        {plan.status === 5 && (
          <Button
            variant="default"
            onClick={() =>
              void act(async () => {
                const file = await api.download(
                  endpoints.contracts.certificate,
                  { params: { planId: plan.planId } },
                  { ecType: 'pdfDownload' },
                );
                saveBytesAsFile(file.bytes, file.fileName ?? `${plan.taskNo}-certificate.pdf`);
                return t('rowDownloaded', { count: 1 });
              })
            }
          >
            {t('summaryCertificate')}
          </Button>
        )}
      </Group>
      {notice && (
        <Alert
          color={notice.ok ? 'green' : 'red'}
          data-testid="summary-notice"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <ReasonDialog
        opened={revoking}
        title={t('revokeTitle', { name: plan.taskName })}
        label={t('revokeReason')}
        confirmLabel={t('rowRevoke')}
        warning={t('revokeWarning')}
        maxLength={REVOKE_REASON_MAX}
        requiredText={t('revokeReasonRequired')}
        tooLongText={t('reasonTooLong', { max: REVOKE_REASON_MAX })}
        onClose={() => setRevoking(false)}
        onConfirm={async (reason) => {
          await revokeContract(api, plan.planId, reason);
          setNotice({ ok: true, text: t('rowRevoked') });
          onChanged();
        }}
      />
    </>
  );
}
