// /i/<ticket>: the SMS invitation link of a contract party who has no account yet. The page shows
// nothing of the contract: only the number the SMS went to, fixed in the registration form (the
// link was delivered to it, so following it proves it). Registering spends the link and logs the
// person in; a person whose number has an account logs in and takes the link. Then a signatory
// verifies their real name and goes on to the signing screen; a CC recipient to the contract.
import { useCallback, useState } from 'react';
import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { endpoints } from '@ecsign/core/endpoints';
import { AGREEMENT_IDS, type TInvitationAccepted } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { AuthCard } from '../../components/auth-card/auth-card';
import { NewPasswordFields } from '../../components/new-password-fields/new-password-fields';
import { useNewPassword } from '../../components/new-password-fields/use-new-password';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { FormErrorText } from '../../forms/form-error-text';
import { useCheckedSubmit } from '../../forms/use-checked-submit';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';
import { AgreementChecks } from '../agreement/agreement-checks';

type TField = 'password' | 'confirm' | 'agreements';

const INVITE_ERRORS: ErrorRoutes<TField> = {
  codes: { PASSWORD_WEAK: 'password', AGREEMENTS_NOT_ACCEPTED: 'agreements' },
  paths: { password: 'password', agreements: 'agreements' },
};

/** Where an accepted invitation leads: a signatory through real-name verification to signing. */
export function invitationNext(accepted: Pick<TInvitationAccepted, 'planId' | 'role'>): string {
  if (accepted.role === 'CC') return `/contract/summary/${accepted.planId}/0/ALL/`;
  const signing = `/fileSign/fileSign?planId=${encodeURIComponent(accepted.planId)}`;
  return `/single/auth/person?redirect=${encodeURIComponent(signing)}`;
}

export function InviteScreen(props: { params: Record<string, string> }) {
  const ticket = props.params.ticket ?? '';
  const { t, language } = useI18n();
  const { api, snapshot, signIn } = usePortalSession();
  const navigate = useNavigate();
  const load = useCallback(
    () => api.call(endpoints.contractInvites.open, { body: { ticket } }, { noToken: true }),
    [api, ticket],
  );
  const invitation = useRemoteData(load);
  const view = invitation.data;
  const [accepted, setAccepted] = useState<readonly number[]>([]);
  const [acceptError, setAcceptError] = useState<unknown>(null);
  const form = useFieldErrors(INVITE_ERRORS);
  const { errors, clear } = form;
  const errorOf = (field: TField) => errors[field] && <ErrorTextNode text={errors[field]} field={field} />;
  const password = useNewPassword({ fields: { password: 'password', confirm: 'confirm' }, form });
  const { busy, submit } = useCheckedSubmit(form, {
    problems: () => ({
      ...password.problems(),
      agreements: AGREEMENT_IDS.every((id) => accepted.includes(id))
        ? undefined
        : ERROR_CATALOGUE.AGREEMENTS_NOT_ACCEPTED.text[language],
    }),
    async send() {
      const body = { ticket, mobile: view!.mobile, password: password.password, agreements: [...accepted] };
      const result = await api.call(endpoints.contractInvites.register, { body }, { noToken: true });
      if (result.tokens) await signIn(result.tokens);
      navigate(invitationNext(result), { replace: true });
    },
  });
  const accept = async () => {
    setAcceptError(null);
    try {
      const result = await api.call(endpoints.contractInvites.accept, { body: { ticket } });
      navigate(invitationNext(result), { replace: true });
    } catch (error) {
      setAcceptError(error);
    }
  };

  return (
    <AuthCard title={t('inviteTitle')} testId="invite-card">
      {invitation.loading && <Loader size="sm" />}
      {invitation.error !== undefined && invitation.error !== null && (
        <Alert color="red" role="alert" data-testid="invite-error">
          {errorText(invitation.error, language)}
        </Alert>
      )}
      {view && view.registered && (
        <Stack gap="md" data-testid="invite-registered">
          <Text>{t('inviteRegistered', { mobile: view.mobile })}</Text>
          {acceptError !== null && (
            <Alert color="red" role="alert" data-testid="invite-error">
              {errorText(acceptError, language)}
            </Alert>
          )}
          {snapshot.loginUser ? (
            <Button onClick={() => void accept()} data-testid="invite-accept">
              {t('inviteAccept')}
            </Button>
          ) : (
            <Button onClick={() => navigate(`/login?redirect=${encodeURIComponent(`/i/${ticket}`)}`)}>
              {t('inviteLoginWith', { mobile: view.mobile })}
            </Button>
          )}
        </Stack>
      )}
      {view && !view.registered && (
        <form onSubmit={submit} noValidate data-testid="invite-register">
          <Stack gap="md">
            <Text size="sm">{t('inviteIntro')}</Text>
            <TextInput label={t('mobile')} value={view.mobile} readOnly disabled data-testid="invite-mobile" />
            <NewPasswordFields
              value={password}
              label={t('password')}
              passwordError={errorOf('password')}
              confirmError={errorOf('confirm')}
            />
            <AgreementChecks
              accepted={accepted}
              onChange={(next) => {
                setAccepted(next);
                clear('agreements');
              }}
              error={errors.agreements && errorOf('agreements')}
            />
            <FormErrorText text={errors.form} />
            <Button type="submit" loading={busy} fullWidth data-testid="invite-submit">
              {t('registerSubmit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
