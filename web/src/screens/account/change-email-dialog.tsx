// Changing the e-mail address: a CHANGE_EMAIL code to the new address (endpoints.messages.sendEmailCode),
// then endpoints.account.changeEmail with the address and the code.
import { useState } from 'react';
import { Stack, TextInput } from '@mantine/core';
import type { TPersonalInfo } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { CodeInput } from '../../forms/code-input';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { fieldProblem } from '../../forms/field-problem';
import { FormErrorText } from '../../forms/form-error-text';
import { useCheckedSubmit } from '../../forms/use-checked-submit';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';
import { PersonalChangeDialog } from './personal-change-dialog';
import { SaveCancelButtons } from './save-cancel-buttons';
import { useSavePersonalInfo } from './use-save-personal-info';
import { endpoints } from '@ecsign/core/endpoints';

type TField = 'email' | 'code';

const CHANGE_ERRORS: ErrorRoutes<TField> = {
  codes: { REGISTRATION_CODE_FAILED: 'code', VERIFICATION_CODE_EXPIRED: 'code', ACCOUNT_ALREADY_REGISTERED: 'email' },
  paths: { email: 'email', verificationCode: 'code' },
};
const SEND_ERRORS: ErrorRoutes<TField> = {
  codes: { TOO_MANY_REQUESTS: 'email', MESSAGE_SEND_FAILED: 'email', BAD_REQUEST: 'email' },
};

export function ChangeEmailDialog(props: {
  opened: boolean;
  currentEmail: string | null;
  onClose(): void;
  onChanged(info: TPersonalInfo): void;
}) {
  const { t } = useI18n();
  return (
    <PersonalChangeDialog opened={props.opened} onClose={props.onClose} title={t('changeEmail')}>
      {() => <ChangeEmailForm {...props} />}
    </PersonalChangeDialog>
  );
}

function ChangeEmailForm(props: {
  currentEmail: string | null;
  onClose(): void;
  onChanged(info: TPersonalInfo): void;
}) {
  const { onClose, onChanged } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const save = useSavePersonalInfo({ onChanged, onClose });
  const [email, setEmail] = useState(props.currentEmail ?? '');
  const [code, setCode] = useState('');
  const form = useFieldErrors(CHANGE_ERRORS);
  const { errors, check, clear, fail } = form;
  const errorOf = (field: TField) => errors[field] && <ErrorTextNode text={errors[field]} field={field} />;

  async function send() {
    const problem = fieldProblem('email', email, language);
    if (!check({ email: problem })) throw new Error(problem);
    try {
      await api.call(endpoints.messages.sendEmailCode, { body: { email: email.trim(), scene: 'CHANGE_EMAIL' } });
    } catch (caught) {
      fail(caught, SEND_ERRORS);
      throw caught;
    }
  }

  const { busy, submit } = useCheckedSubmit(form, {
    problems: () => ({ email: fieldProblem('email', email, language), code: fieldProblem('smsCode', code, language) }),
    async send() {
      await save(() =>
        api.call(endpoints.account.changeEmail, { body: { email: email.trim(), verificationCode: code } }),
      );
    },
  });

  return (
    <form onSubmit={submit} noValidate data-testid="change-email">
      <Stack gap="sm">
        <TextInput
          label={t('email')}
          placeholder={t('emailPlaceholder')}
          type="email"
          autoComplete="email"
          value={email}
          error={errorOf('email')}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            clear('email');
          }}
        />
        <CodeInput
          label={t('emailCode')}
          value={code}
          error={errorOf('code')}
          onSend={send}
          onChange={(value) => {
            setCode(value);
            clear('code');
          }}
        />
        <FormErrorText text={errors.form} />
        <SaveCancelButtons busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
