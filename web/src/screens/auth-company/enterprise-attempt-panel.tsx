// One open enterprise verification: what was applied for, its status, and the next step — the
// method, the payment amount, or the business-licence photo the registry asked for — with cancel.
import { useState } from 'react';
import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TEnterpriseAuthState } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { AuthStatusBadge } from '../../components/auth-status-badge/auth-status-badge';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { ManualReviewStep } from '../../components/evidence-upload/manual-review-step';
import { ImageUploadField } from '../../components/image-upload/image-upload-field';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { EnterpriseMethodForm } from './enterprise-method-form';
import { PaymentConfirmForm } from './payment-confirm-form';

export function EnterpriseAttemptPanel(props: {
  attempt: TEnterpriseAuthState;
  onChanged(state: TEnterpriseAuthState | null, failure?: unknown): void;
  onRedirect(url: string): void;
}) {
  const { attempt, onChanged, onRedirect } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [cancelling, setCancelling] = useState(false);
  const [licence, setLicence] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const paying =
    attempt.attemptStatus === 'OPEN' && attempt.method === 'PAYMENT' && attempt.paymentAttemptsLeft !== null;

  async function upload() {
    if (!licence) return setUploadError(t('imageRequired'));
    setUploading(true);
    setUploadError(null);
    try {
      onChanged(
        await api.call(endpoints.verification.enterpriseMaterial, {
          body: { verificationId: attempt.verificationId, image: licence },
        }),
      );
    } catch (caught) {
      setUploadError(errorText(caught, language));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Card withBorder radius="md" p="lg" data-testid="enterprise-attempt">
      <Stack gap="md">
        <Group justify="space-between">
          <Stack gap={2}>
            <Title order={4}>{attempt.enterpriseName}</Title>
            <Text size="sm" c="dimmed">
              {attempt.registrationNumber}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge variant="outline">{t(attempt.kind === 'REAUTH' ? 'kindReauth' : 'kindAuth')}</Badge>
            <AuthStatusBadge status={attempt.authStatus} testId="enterprise-attempt-status" />
          </Group>
        </Group>
        {attempt.attemptStatus === 'WAIT_MATERIAL' && attempt.provider === 'manual' && (
          <ManualReviewStep subjectType="ENTERPRISE" verificationId={attempt.verificationId} />
        )}
        {attempt.attemptStatus === 'WAIT_MATERIAL' && attempt.provider !== 'manual' && (
          <Stack gap="sm" maw={420} data-testid="licence-upload">
            <Text size="sm">{t('licencePhotoNeeded')}</Text>
            <ImageUploadField label={t('businessLicencePhoto')} onImage={setLicence} error={uploadError} />
            <Button w="fit-content" loading={uploading} onClick={() => void upload()}>
              {t('uploadMaterial')}
            </Button>
          </Stack>
        )}
        {paying && <PaymentConfirmForm key={attempt.verificationId} attempt={attempt} onChanged={onChanged} />}
        {attempt.attemptStatus === 'OPEN' && (
          <>
            {paying && <Divider label={t('paymentNotReceived')} labelPosition="left" />}
            <EnterpriseMethodForm attempt={attempt} onChanged={onChanged} onRedirect={onRedirect} />
          </>
        )}
        <Group>
          <Button variant="subtle" color="gray" size="xs" onClick={() => setCancelling(true)}>
            {t('cancelVerification')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={cancelling}
        title={t('cancelVerification')}
        confirmLabel={t('cancelVerification')}
        danger
        onClose={() => setCancelling(false)}
        onConfirm={async () =>
          onChanged(
            await api.call(endpoints.verification.enterpriseCancel, {
              body: { verificationId: attempt.verificationId },
            }),
          )
        }
      >
        {t('cancelVerificationConfirm')}
      </ConfirmDialog>
    </Card>
  );
}
