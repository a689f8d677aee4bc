// Changing the mobile number: a code to the current number (CHANGE_MOBILE_OLD) and one to the new
// number (CHANGE_MOBILE_NEW), both spent together by POST …/personal/changeMobile.
import { useState } from 'react';
import { Stack, TextInput } from '@mantine/core';
import type { TPersonalInfo } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { MobileCodeFields } from '../../components/mobile-code-fields/mobile-code-fields';
import { useMobileCode } from '../../components/mobile-code-fields/use-mobile-code';
import { CodeInput } from '../../forms/code-input';
import { ErrorTextNode } from '../../forms/error-text-node';
import type { ErrorRoutes } from '../../forms/field-for-error';
import { fieldProblem } from '../../forms/field-problem';
import { FormErrorText } from '../../forms/form-error-text';
import { useCheckedSubmit } from '../../forms/use-checked-submit';
import { sendSmsCode } from '../../forms/send-sms-code';
import { useFieldErrors } from '../../forms/use-field-errors';
import { useI18n } from '../../i18n/i18n-context';
import { PersonalChangeDialog } from './personal-change-dialog';
import { SaveCancelButtons } from './save-cancel-buttons';
import { useSavePersonalInfo } from './use-save-personal-info';
import { endpoints } from '@ecsign/core/endpoints';

type TField = 'oldCode' | 'newMobile' | 'newCode';

// A wrong or stale code is not told apart by number: it shows under the form.
const CHANGE_ERRORS: ErrorRoutes<TField> = {
  codes: { ACCOUNT_ALREADY_REGISTERED: 'newMobile' },
  paths: { oldCode: 'oldCode', newMobile: 'newMobile', newCode: 'newCode' },
};
const SEND_OLD_ERRORS: ErrorRoutes<TField> = {
  codes: { TOO_MANY_REQUESTS: 'oldCode', NO_PERMISSION: 'oldCode', MESSAGE_SEND_FAILED: 'oldCode' },
};
const SEND_NEW_ERRORS: ErrorRoutes<TField> = {
  codes: {
    ACCOUNT_ALREADY_REGISTERED: 'newMobile',
    TOO_MANY_REQUESTS: 'newMobile',
    MESSAGE_SEND_FAILED: 'newMobile',
    BAD_REQUEST: 'newMobile',
  },
};
/** Users created without a number prove only the new one; the request still needs the field. */
const NO_OLD_CODE = '000000';

export function ChangeMobileDialog(props: {
  opened: boolean;
  currentMobile: string | null;
  onClose(): void;
  onChanged(info: TPersonalInfo): void;
}) {
  const { t } = useI18n();
  return (
    <PersonalChangeDialog opened={props.opened} onClose={props.onClose} title={t('changeMobile')}>
      {() => <ChangeMobileForm {...props} />}
    </PersonalChangeDialog>
  );
}

function ChangeMobileForm(props: {
  currentMobile: string | null;
  onClose(): void;
  onChanged(info: TPersonalInfo): void;
}) {
  const { currentMobile, onClose, onChanged } = props;
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const save = useSavePersonalInfo({ onChanged, onClose });
  const [oldCode, setOldCode] = useState('');
  const form = useFieldErrors(CHANGE_ERRORS);
  const { errors, clear, fail } = form;
  const errorOf = (field: TField) => errors[field] && <ErrorTextNode text={errors[field]} field={field} />;
  const newNumber = useMobileCode({
    api,
    scene: 'CHANGE_MOBILE_NEW',
    fields: { mobile: 'newMobile', code: 'newCode' },
    form,
    sendErrors: SEND_NEW_ERRORS,
  });

  async function sendOld() {
    if (!currentMobile) throw new Error('no current number');
    try {
      await sendSmsCode(api, { mobile: currentMobile, scene: 'CHANGE_MOBILE_OLD' });
    } catch (caught) {
      fail(caught, SEND_OLD_ERRORS);
      throw caught;
    }
  }

  const { busy, submit } = useCheckedSubmit(form, {
    problems: () => ({
      oldCode: currentMobile ? fieldProblem('smsCode', oldCode, language) : undefined,
      ...newNumber.problems(),
    }),
    async send() {
      const body = {
        oldCode: currentMobile ? oldCode : NO_OLD_CODE,
        newMobile: newNumber.mobile,
        newCode: newNumber.code,
      };
      await save(() => api.call(endpoints.account.changeMobile, { body }));
    },
  });

  return (
    <form onSubmit={submit} noValidate data-testid="change-mobile">
      <Stack gap="sm">
        {currentMobile && (
          <>
            <TextInput label={t('currentMobile')} value={currentMobile} readOnly variant="filled" />
            <CodeInput
              label={t('oldMobileCode')}
              value={oldCode}
              error={errorOf('oldCode')}
              onSend={sendOld}
              sendTestId="send-old-code"
              onChange={(value) => {
                setOldCode(value);
                clear('oldCode');
              }}
            />
          </>
        )}
        <MobileCodeFields
          value={newNumber}
          mobileLabel={t('newMobile')}
          codeLabel={t('newMobileCode')}
          newNumber
          sendTestId="send-new-code"
          mobileError={errorOf('newMobile')}
          codeError={errorOf('newCode')}
        />
        <FormErrorText text={errors.form} />
        <SaveCancelButtons busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
