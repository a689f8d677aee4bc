// One review for staff: what the applicant claims beside the documents (opened in a new tab from
// their bytes, never from a public address), then approve, or reject with the reason the applicant
// will read.
import { useCallback, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import type { TReviewDetail } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { identityReviewCalls } from './identity-review-calls';

const KIND_LABEL = {
  ID_FRONT: 'evidenceKindIdFront',
  ID_BACK: 'evidenceKindIdBack',
  BUSINESS_LICENCE: 'evidenceKindLicence',
  AUTHORISATION_LETTER: 'evidenceKindLetter',
} as const;

export function ReviewDialog(props: { reviewId: string; onClose(): void; onDecided(review: TReviewDetail): void }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const calls = identityReviewCalls(api);
  const load = useCallback(() => identityReviewCalls(api).detail(props.reviewId), [api, props.reviewId]);
  const detail = useRemoteData(load);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const review = detail.data;

  async function decide(approve: boolean) {
    if (!approve && reason.trim().length < 2) return setError(t('reviewReasonRequired'));
    setBusy(true);
    setError(null);
    try {
      props.onDecided(
        approve ? await calls.approve(props.reviewId) : await calls.reject(props.reviewId, reason.trim()),
      );
    } catch (caught) {
      setError(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  }

  async function openFile(fileId: string) {
    try {
      const url = URL.createObjectURL(await calls.file(props.reviewId, fileId));
      window.open(url, '_blank', 'noopener');
    } catch (caught) {
      setError(errorText(caught, language));
    }
  }

  return (
    <Modal opened onClose={props.onClose} title={t('reviewQueueTitle')} size="lg">
      {detail.error ? (
        <Alert color="red">{errorText(detail.error, language)}</Alert>
      ) : !review ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="md" data-testid="review-dialog">
          <Text fw={600}>{t('reviewClaimed')}</Text>
          <Table data-testid="review-claimed">
            <Table.Tbody>
              {Object.entries(review.claimed).map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Td>{key}</Table.Td>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group>
            {review.files.map((file) => (
              <Button key={file.fileId} variant="light" onClick={() => void openFile(file.fileId)}>
                {t(KIND_LABEL[file.kind])} (
                {file.contentType === 'application/pdf' ? 'PDF' : file.contentType.slice(6).toUpperCase()})
              </Button>
            ))}
          </Group>
          {error && (
            <Alert color="red" role="alert" data-testid="review-error">
              {error}
            </Alert>
          )}
          {review.status === 'PENDING' && (
            <>
              <Textarea
                label={t('reviewRejectReason')}
                value={reason}
                maxLength={200}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
              <Group>
                <Button loading={busy} color="green" onClick={() => void decide(true)} data-testid="review-approve">
                  {t('reviewApprove')}
                </Button>
                <Button
                  loading={busy}
                  color="red"
                  variant="outline"
                  onClick={() => void decide(false)}
                  data-testid="review-reject"
                >
                  {t('reviewReject')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
