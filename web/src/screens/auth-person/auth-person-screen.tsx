// /auth/person (in the shell, header row hidden) and /single/auth/person (both headers hidden,
// reached e.g. from a signing link): a person's real-name verification. Shows where the person
// stands in the auth set (spec item S-auth) and the next step: the identity (name + ID number), the check, an
// ID photo when the provider asks for one, or the verified details; with cancel and re-verify.
import { useCallback, useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import type { TPersonAuthState } from '@ecsign/core/model';
import { ROUTE_TITLES } from '@ecsign/core/guard';
import { usePortalSession } from '../../app/portal-session';
import { useLocation, useNavigate } from '../../app/router';
import { AuthStatusBadge } from '../../components/auth-status-badge/auth-status-badge';
import { BreadcrumbHeader } from '../../components/breadcrumb-header/breadcrumb-header';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { ManualReviewStep, RejectedReviewNotice } from '../../components/evidence-upload/manual-review-step';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { rememberFaceReturn } from '../auth-back/face-return';
import { safeRedirectPath } from '../refresh/safe-redirect-path';
import { PersonLoginFirst } from './person-login-first';
import { PersonIdentityForm } from './person-identity-form';
import { PersonMaterialForm } from './person-material-form';
import { PersonMethodForm, type TPersonMethodDraft } from './person-method-form';
import { PersonVerifiedCard } from './person-verified-card';
import { personAuthStep } from './person-auth-step';

/** Leaves the portal for the provider's page (the face check). Tests replace it. */
export const leavePortal = { to: (url: string) => window.location.assign(url) };

export function AuthPersonScreen(props: { single?: boolean }) {
  const { single = false } = props;
  const { snapshot } = usePortalSession();
  // A visitor may open the page (spec item R-guard-open-paths) but verifying needs an account.
  return snapshot.loginUser ? <PersonVerification single={single} /> : <PersonLoginFirst single={single} />;
}

function PersonVerification(props: { single: boolean }) {
  const { single } = props;
  const { t, language } = useI18n();
  const { api, snapshot, refreshUser } = usePortalSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // What the person typed, kept when a failed check ends the attempt: both steps come back filled,
  // with the failure next to its field, instead of empty (spec item R-screen-verification).
  const [typedIdentity, setTypedIdentity] = useState<{ name: string; idNumber: string } | null>(null);
  const [methodDraft, setMethodDraft] = useState<TPersonMethodDraft | undefined>(undefined);
  const [lastFailure, setLastFailure] = useState<unknown>(null);
  const load = useCallback(() => api.call(endpoints.verification.personStatus), [api]);
  const status = useRemoteData(load);
  const state = status.data;

  /** A new state from a call: the session learns of a change of verification (the guard reads it). */
  const changed = useCallback(
    async (next: TPersonAuthState | null, failure?: unknown) => {
      if (failure) setNotice({ color: 'red', text: errorText(failure, language) });
      else if (next?.authStatus === 'AUTH') setNotice({ color: 'green', text: t('personVerifiedNotice') });
      else setNotice(null);
      if (next) status.set(next);
      else await status.reload();
      if (snapshot.loginUser) await refreshUser().catch(() => undefined);
    },
    [language, t, status, snapshot.loginUser, refreshUser],
  );

  const step = state ? personAuthStep(state) : null;
  const continueTo = safeRedirectPath(new URLSearchParams(search).get('redirect'));

  return (
    <Stack gap="md" data-testid="auth-person">
      {!single && (
        <BreadcrumbHeader items={[{ label: t('home'), to: '/home' }, { label: ROUTE_TITLES.personAuth[language] }]} />
      )}
      <Card withBorder radius="md" p="lg">
        <Stack gap="lg">
          <Group justify="space-between">
            <Title order={3}>{t('personAuthTitle')}</Title>
            {state && <AuthStatusBadge status={state.authStatus} testId="person-auth-status" />}
          </Group>
          {notice && (
            <Alert
              color={notice.color}
              role="alert"
              data-testid="person-auth-notice"
              withCloseButton
              onClose={() => setNotice(null)}
            >
              {notice.text}
            </Alert>
          )}
          {status.error ? (
            <Alert color="red" role="alert">
              {errorText(status.error, language)}
            </Alert>
          ) : !state || !step ? (
            <Loader size="sm" />
          ) : (
            <>
              <Stepper active={step.index} size="sm" allowNextStepsSelect={false}>
                <Stepper.Step label={t('stepIdentity')} />
                <Stepper.Step label={t('stepCheck')} />
                <Stepper.Step label={t('stepDone')} />
              </Stepper>
              {step.kind === 'identity' && (
                <>
                  {state.authStatus === 'WAIT_REAUTH' && <Alert color="orange">{t('personReauthHint')}</Alert>}
                  {state.authStatus === 'CANCELLED' && <Alert color="gray">{t('personCancelledHint')}</Alert>}
                  {state.provider === 'manual' && <RejectedReviewNotice subjectType="PERSON" />}
                  <PersonIdentityForm
                    initialName={typedIdentity?.name ?? (state.authStatus === 'WAIT_REAUTH' ? state.name : null)}
                    initialIdNumber={typedIdentity?.idNumber}
                    failure={lastFailure}
                    submitLabel={t(state.authStatus === 'WAIT_REAUTH' ? 'reverify' : 'nextStep')}
                    onStarted={(next, typed) => {
                      setTypedIdentity(typed);
                      void changed(next);
                    }}
                  />
                </>
              )}
              {step.kind === 'check' && (
                <PersonMethodForm
                  key={state.verificationId}
                  state={state}
                  draft={methodDraft}
                  failure={lastFailure}
                  onChecked={(next, failure, draft) => {
                    if (failure) {
                      setMethodDraft(draft);
                      setLastFailure(failure);
                    }
                    void changed(next, failure);
                  }}
                  onRedirect={(url) => {
                    rememberFaceReturn(
                      single ? '/single/auth/person' : '/auth/person',
                      new URLSearchParams(search).get('redirect'),
                    );
                    leavePortal.to(url);
                  }}
                />
              )}
              {step.kind === 'material' &&
                (state.provider === 'manual' && state.verificationId ? (
                  <ManualReviewStep subjectType="PERSON" verificationId={state.verificationId} />
                ) : (
                  <PersonMaterialForm state={state} onChecked={(next) => void changed(next)} />
                ))}
              {(step.kind === 'check' || step.kind === 'material') && (
                <Group>
                  <Text size="sm" c="dimmed" data-testid="attempt-identity">
                    {state.name} · {state.idNumberMasked}
                  </Text>
                  <Button variant="subtle" color="gray" size="xs" onClick={() => setCancelling(true)}>
                    {t('cancelVerification')}
                  </Button>
                </Group>
              )}
              {step.kind === 'verified' && (
                <>
                  <PersonVerifiedCard state={state} onChanged={(next) => void changed(next)} />
                  {single && (
                    <Button w="fit-content" onClick={() => navigate(continueTo, { replace: true })}>
                      {t('continue')}
                    </Button>
                  )}
                </>
              )}
            </>
          )}
        </Stack>
      </Card>
      <ConfirmDialog
        opened={cancelling}
        title={t('cancelVerification')}
        confirmLabel={t('cancelVerification')}
        danger
        onClose={() => setCancelling(false)}
        onConfirm={async () => changed(await api.call(endpoints.verification.personCancel))}
      >
        {t('cancelVerificationConfirm')}
      </ConfirmDialog>
    </Stack>
  );
}
