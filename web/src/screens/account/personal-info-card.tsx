// The account centre's personal information (spec item F-person): name, masked ID number, real-name status,
// mobile number and e-mail, with the changes of mobile number and e-mail.
import { useState } from 'react';
import { Alert, Badge, Button, Card, Loader, Stack, Title } from '@mantine/core';
import { AUTH_STATUS_LABELS, type TPersonalInfo } from '@ecsign/core/model';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangeMobileDialog } from './change-mobile-dialog';
import { InfoRow } from './info-row';

export function PersonalInfoCard(props: {
  info: TPersonalInfo | null;
  error: unknown;
  onChanged(info: TPersonalInfo): void;
}) {
  const { info, error, onChanged } = props;
  const { t, language } = useI18n();
  const [dialog, setDialog] = useState<'mobile' | 'email' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const changed = (text: string) => (next: TPersonalInfo) => {
    onChanged(next);
    setNotice(text);
  };
  return (
    <Card withBorder radius="md" p="lg" data-testid="personal-info">
      <Stack gap="xs">
        <Title order={4}>{t('personalInfo')}</Title>
        {error ? (
          <Alert color="red" role="alert">
            {errorText(error, language)}
          </Alert>
        ) : !info ? (
          <Loader size="sm" />
        ) : (
          <>
            <InfoRow label={t('name')} testId="info-name">
              {info.name}
            </InfoRow>
            <InfoRow label={t('idNumber')} testId="info-id-number">
              {info.idNumber ?? t('notSet')}
            </InfoRow>
            <InfoRow label={t('realNameStatus')} testId="info-auth-status">
              <Badge color={info.authStatus === 'AUTH' ? 'green' : 'orange'} variant="light">
                {AUTH_STATUS_LABELS[info.authStatus][language]}
              </Badge>
            </InfoRow>
            <InfoRow
              label={t('mobile')}
              testId="info-mobile"
              action={
                <Button variant="subtle" size="xs" onClick={() => setDialog('mobile')} data-testid="change-mobile-open">
                  {t('change')}
                </Button>
              }
            >
              {info.mobile ?? t('notSet')}
            </InfoRow>
            <InfoRow
              label={t('email')}
              testId="info-email"
              action={
                <Button variant="subtle" size="xs" onClick={() => setDialog('email')} data-testid="change-email-open">
                  {t('change')}
                </Button>
              }
            >
              {info.email ?? t('notSet')}
            </InfoRow>
            {notice && (
              <Alert color="green" data-testid="info-notice" withCloseButton onClose={() => setNotice(null)}>
                {notice}
              </Alert>
            )}
            <ChangeMobileDialog
              opened={dialog === 'mobile'}
              currentMobile={info.mobile}
              onClose={() => setDialog(null)}
              onChanged={changed(t('mobileChanged'))}
            />
            <ChangeEmailDialog
              opened={dialog === 'email'}
              currentEmail={info.email}
              onClose={() => setDialog(null)}
              onChanged={changed(t('emailChanged'))}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
