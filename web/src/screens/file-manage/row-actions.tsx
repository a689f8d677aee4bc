// The operation column of the file manager: view, sign (my turn), revoke with a reason of at most
// 100 characters (in progress, as initiator), urge (in progress), download (signed files), edit and
// delete (drafts). The server checks each again; a refusal shows as a notice above the table.
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { REVOKE_REASON_MAX } from '@ecsign/core/validation';
import type { TContractListRow, TFileManagerTab } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { useI18n } from '../../i18n/i18n-context';
import { ReasonDialog } from '../file-sign/reason-dialog';
import { deleteDraft, revokeContract, urgeContract } from './contract-list-calls';
import { downloadContractFiles } from './download-contract-files';

export type TRowOutcome = { kind: 'done'; text: string } | { kind: 'failed'; error: unknown };

export function RowActions(props: {
  row: TContractListRow;
  tab: TFileManagerTab;
  onOutcome(outcome: TRowOutcome): void;
  onChanged(): void;
}) {
  const { row, tab, onOutcome, onChanged } = props;
  const { t } = useI18n();
  const { api } = usePortalSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'revoke' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const draft = row.taskStatus === 0;
  const inProgress = row.taskStatus === 1;
  const initiatedView = tab === 'INITIATED' || tab === 'WAITING_OTHERS' || tab === 'ALL';

  async function act(work: () => Promise<string>) {
    setBusy(true);
    try {
      onOutcome({ kind: 'done', text: await work() });
    } catch (error) {
      onOutcome({ kind: 'failed', error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Group gap={4} wrap="nowrap" data-testid="row-actions">
      {!draft && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => navigate(`/contract/summary/${encodeURIComponent(row.planId)}/0/${tab}/`)}
        >
          {t('rowView')}
        </Button>
      )}
      {row.listStatus === 'SIGNING' && inProgress && (
        <Button
          size="compact-xs"
          onClick={() => navigate(`/fileSign/fileSign?planId=${encodeURIComponent(row.planId)}`)}
        >
          {t('rowSign')}
        </Button>
      )}
      {inProgress && initiatedView && (
        <>
          <Button
            size="compact-xs"
            variant="subtle"
            loading={busy}
            onClick={() => void act(async () => t('rowUrged', { count: (await urgeContract(api, row.planId)).urged }))}
          >
            {t('rowUrge')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDialog('revoke')}>
            {t('rowRevoke')}
          </Button>
        </>
      )}
      {(row.taskStatus === 5 || (inProgress && row.progress.signed > 0)) && (
        <Button
          size="compact-xs"
          variant="subtle"
          loading={busy}
          onClick={() =>
            void act(async () => t('rowDownloaded', { count: await downloadContractFiles(api, row.planId) }))
          }
        >
          {t('rowDownload')}
        </Button>
      )}
      {draft && (
        <>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => navigate(`/entcontract/startEntContract?planId=${encodeURIComponent(row.planId)}`)}
          >
            {t('rowEdit')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDialog('delete')}>
            {t('rowDelete')}
          </Button>
        </>
      )}
      <ReasonDialog
        opened={dialog === 'revoke'}
        title={t('revokeTitle', { name: row.taskName })}
        label={t('revokeReason')}
        confirmLabel={t('rowRevoke')}
        warning={t('revokeWarning')}
        maxLength={REVOKE_REASON_MAX}
        requiredText={t('revokeReasonRequired')}
        tooLongText={t('reasonTooLong', { max: REVOKE_REASON_MAX })}
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          await revokeContract(api, row.planId, reason);
          onOutcome({ kind: 'done', text: t('rowRevoked') });
          onChanged();
        }}
      />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('rowDelete')}
        confirmLabel={t('rowDelete')}
        danger
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          await deleteDraft(api, row.planId, row.version);
          onOutcome({ kind: 'done', text: t('rowDeleted') });
          onChanged();
        }}
      >
        {t('rowDeleteQuestion', { name: row.taskName })}
      </ConfirmDialog>
    </Group>
  );
}
