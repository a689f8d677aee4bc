// /auth/company: enterprise real-name verification. A verified person applies for a new
// enterprise (mainland or Hong Kong form), then proves control by payment verification or the
// legal representative's face check; an administrator of the active enterprise may re-verify it.
// The caller's verifications are listed, and an open one is continued or cancelled here. Errors
// are the catalogue's (750xxxxx, 605/606, 7010102xx), next to the field they concern.
import { useCallback, useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { ROUTE_TITLES, can } from '@ecsign/core/guard';
import type { TEnterpriseAuthState } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { useSwitchAccount } from '../../app/use-switch-account';
import { AuthStatusBadge } from '../../components/auth-status-badge/auth-status-badge';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { rememberFaceReturn } from '../auth-back/face-return';
import { leavePortal } from '../auth-person/auth-person-screen';
import { isAttemptOpen } from './attempt-open';
import { EnterpriseAttemptPanel } from './enterprise-attempt-panel';
import { EnterpriseAttemptsTable } from './enterprise-attempts-table';
import { EnterpriseAuthForm } from './enterprise-auth-form';

export function AuthCompanyScreen() {
  const { t, language } = useI18n();
  const { api, snapshot, refreshUser } = usePortalSession();
  const navigate = useNavigate();
  const switchTo = useSwitchAccount();
  const user = snapshot.activeUser;
  const account = user?.activeAccount;
  const enterpriseAccount = account?.accountType === 'ENTERPRISE' ? account : undefined;
  const personVerified = user?.accounts.some((one) => one.accountType === 'PERSONAL' && one.authStatus === 'AUTH');
  const mayReverify = Boolean(enterpriseAccount) && can(user?.permissions ?? [], 'enterprise:reauth');

  const load = useCallback(() => api.call(endpoints.verification.enterpriseList), [api]);
  const attempts = useRemoteData(load);
  const [form, setForm] = useState<'new' | 'reauth' | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ color: string; text: string; enterpriseId?: string } | null>(null);

  const list = attempts.data ?? [];
  const selected =
    list.find((attempt) => attempt.verificationId === selectedId && isAttemptOpen(attempt)) ?? list.find(isAttemptOpen);

  const changed = useCallback(
    async (next: TEnterpriseAuthState | null, failure?: unknown) => {
      if (failure) setNotice({ color: 'red', text: errorText(failure, language) });
      else if (next?.attemptStatus === 'PASSED') {
        setNotice({
          color: 'green',
          text: t('enterpriseVerifiedNotice'),
          enterpriseId: next.enterpriseId ?? undefined,
        });
      } else if (next?.attemptStatus === 'CANCELLED') setNotice(null);
      if (next) setSelectedId(next.verificationId);
      setForm(null);
      await attempts.reload();
      // A verified enterprise brings a new account (or a status change) the session must know of.
      if (next?.attemptStatus === 'PASSED' || next?.attemptStatus === 'CANCELLED')
        await refreshUser().catch(() => undefined);
    },
    [attempts, language, t, refreshUser],
  );

  const switchTarget = notice?.enterpriseId
    ? user?.accounts.find((one) => one.enterpriseId === notice.enterpriseId && one.accountId !== account?.accountId)
    : undefined;

  return (
    <Stack gap="md" data-testid="auth-company">
      <BreadcrumbHeader
        items={[{ label: t('home'), to: '/home' }, { label: ROUTE_TITLES.companyAuth[language] }]}
        actions={
          !form && !enterpriseAccount && personVerified ? (
            <Button size="xs" onClick={() => setForm('new')}>
              {t('newEnterpriseAuth')}
            </Button>
          ) : undefined
        }
      />
      {notice && (
        <Alert
          color={notice.color}
          role="alert"
          data-testid="company-auth-notice"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          <Group justify="space-between">
            <Text size="sm">{notice.text}</Text>
            {switchTarget && (
              <Button size="xs" onClick={() => void switchTo(switchTarget.accountId)}>
                {t('switchToEnterprise')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {enterpriseAccount && (
        <Card withBorder radius="md" p="lg" data-testid="enterprise-status">
          <Group justify="space-between">
            <Stack gap={2}>
              <Title order={4}>{enterpriseAccount.name}</Title>
              <Text size="sm" c="dimmed">
                {t('enterpriseVerificationStatus')}
              </Text>
            </Stack>
            <Group gap="sm">
              <AuthStatusBadge status={enterpriseAccount.authStatus} testId="enterprise-auth-status" />
              {mayReverify && !form && (
                <Button size="xs" variant="light" onClick={() => setForm('reauth')}>
                  {t('reverify')}
                </Button>
              )}
            </Group>
          </Group>
          {!mayReverify && (
            <Text size="xs" c="dimmed" mt="sm">
              {t('onlyAdminReverifies')}
            </Text>
          )}
        </Card>
      )}
      {!enterpriseAccount && !personVerified && (
        <Alert color="orange" data-testid="person-first">
          <Group justify="space-between">
            <Text size="sm">{t('personFirst')}</Text>
            <Button size="xs" onClick={() => navigate('/auth/person')}>
              {t('verifyNow')}
            </Button>
          </Group>
        </Alert>
      )}
      {form && (
        <Card withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={4}>{t(form === 'reauth' ? 'reverifyEnterpriseTitle' : 'newEnterpriseAuth')}</Title>
            <EnterpriseAuthForm
              enterpriseId={form === 'reauth' ? (enterpriseAccount?.enterpriseId ?? undefined) : undefined}
              onStarted={(next) => void changed(next)}
              onCancel={() => setForm(null)}
            />
          </Stack>
        </Card>
      )}
      {selected && !form && (
        <EnterpriseAttemptPanel
          key={selected.verificationId}
          attempt={selected}
          onChanged={(next, failure) => void changed(next, failure)}
          onRedirect={(url) => {
            rememberFaceReturn('/auth/company');
            leavePortal.to(url);
          }}
        />
      )}
      <Card withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={4}>{t('myEnterpriseAuths')}</Title>
          {attempts.error ? (
            <Alert color="red" role="alert">
              {errorText(attempts.error, language)}
            </Alert>
          ) : attempts.loading && !attempts.data ? (
            <Loader size="sm" />
          ) : list.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('noData')}
            </Text>
          ) : (
            <EnterpriseAttemptsTable
              attempts={list}
              selectedId={selected?.verificationId ?? null}
              onSelect={setSelectedId}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
