// The signatory's side of /fileSign/fileSign: pick a seal or signature they may use (the plan's
// usable seals), confirm with an SMS code (send button with the 60 s countdown) or the sign password
// set on the account — only the one the plan's signing process names, when it was sent with one
// (detail.signConfirmations) — and sign. One request id per attempt makes a retried click after a lost reply
// sign once.
import { useCallback, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CHECKBOX_CHECKED,
  isSignerFilled,
  SEAL_KIND_LABELS,
  type TContractDetail,
  type TFieldValues,
  type TPlacedPosition,
  type TSignReply,
} from '@ecsign/core/model';
import { FIELD_TYPE_LABEL } from '../../components/field-type-label';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { SendCodeButton } from '../../components/send-code-button/send-code-button';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { newRequestId } from '../start-ent-contract/new-request-id';
import { SealThumbnail } from './seal-thumbnail';
import { loadUsableSeals, sendSignCode, signContract } from './sign-calls';

/** The text appearance the server draws when no seal is chosen. */
const NAME_ONLY = '';
type TMethod = 'SMS' | 'SIGN_PASSWORD';
const METHOD_OF = { SMS: 'SMS', PASSWORD: 'SIGN_PASSWORD' } as const satisfies Record<
  TContractDetail['signConfirmations'][number],
  TMethod
>;

export function SignPanel(props: {
  planId: string;
  /** The caller's own fields; the TEXT and CHECKBOX ones are filled in here. */
  positions?: TPlacedPosition[];
  /** The confirmations the plan accepts (the server refuses the others). */
  confirmations: TContractDetail['signConfirmations'];
  onSigned(reply: TSignReply): void;
}) {
  const { planId, onSigned } = props;
  const methods = props.confirmations.map((confirmation) => METHOD_OF[confirmation]);
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const seals = useRemoteData(useCallback(() => loadUsableSeals(api, planId), [api, planId]));
  const [sealId, setSealId] = useState<string | null>(null);
  const navigate = useNavigate();
  const [method, setMethod] = useState<TMethod>(methods[0] ?? 'SMS');
  const [code, setCode] = useState('');
  const [signPassword, setSignPassword] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const fields = (props.positions ?? []).filter((position) => isSignerFilled(position.kind));
  const [values, setValues] = useState<TFieldValues>({});
  const chosen = sealId ?? seals.data?.[0]?.sealId ?? NAME_ONLY;

  async function sendCode() {
    setFailure(null);
    try {
      await sendSignCode(api, planId);
      setSent(true);
    } catch (caught) {
      setFailure(errorText(caught, language));
      throw caught;
    }
  }

  async function sign() {
    setFailure(null);
    const secret = method === 'SMS' ? code.trim() : signPassword;
    if (!/^\d{6}$/.test(secret)) {
      setFailure(t(method === 'SMS' ? 'signCodeFormat' : 'signPasswordFormat'));
      return;
    }
    setBusy(true);
    try {
      const reply = await signContract(api, {
        planId,
        requestId: requestId.current,
        sealId: chosen === NAME_ONLY ? undefined : chosen,
        fieldValues: values,
        ...(method === 'SMS' ? { code: secret } : { signPassword: secret }),
      });
      onSigned(reply);
    } catch (caught) {
      setFailure(errorText(caught, language));
      // A refused attempt (wrong code, not your turn) is over: the next one is a new request.
      requestId.current = newRequestId();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" data-testid="sign-panel">
      <Radio.Group label={t('signChooseSeal')} value={chosen} onChange={setSealId}>
        <Stack gap={6} mt={4}>
          {seals.loading && <Text c="dimmed">{t('loading')}</Text>}
          {seals.data?.map((seal) => (
            <Group key={seal.sealId} gap="xs" wrap="nowrap">
              <Radio value={seal.sealId} label={`${seal.name}（${SEAL_KIND_LABELS[seal.kind][language]}）`} />
              <SealThumbnail sealId={seal.sealId} name={seal.name} />
            </Group>
          ))}
          <Radio value={NAME_ONLY} label={t('signNameOnly')} />
        </Stack>
      </Radio.Group>
      {fields.map((field) => {
        const label = field.label ?? t(FIELD_TYPE_LABEL[field.kind]);
        return field.kind === 'CHECKBOX' ? (
          <Checkbox
            key={field.positionId}
            label={label}
            required={field.required}
            checked={values[field.positionId] === CHECKBOX_CHECKED}
            onChange={(event) => setValues({ ...values, [field.positionId]: String(event.currentTarget.checked) })}
          />
        ) : (
          <TextInput
            key={field.positionId}
            label={label}
            required={field.required}
            maxLength={100}
            value={values[field.positionId] ?? ''}
            onChange={(event) => setValues({ ...values, [field.positionId]: event.currentTarget.value })}
          />
        );
      })}
      {seals.error ? (
        <Text size="sm" c="orange">
          {errorText(seals.error, language)}
        </Text>
      ) : null}
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('signConfirmBy')}
        </Text>
        {methods.length > 1 ? (
          <SegmentedControl
            data-testid="sign-method"
            value={method}
            onChange={(value) => {
              setMethod(value as TMethod);
              setFailure(null);
            }}
            data={methods.map((value) => ({
              value,
              label: t(value === 'SMS' ? 'signBySms' : 'signByPassword'),
            }))}
          />
        ) : (
          <Text size="sm" data-testid="sign-method-only">
            {t(method === 'SMS' ? 'signBySms' : 'signByPassword')}
          </Text>
        )}
      </Stack>
      {method === 'SIGN_PASSWORD' ? (
        <Stack gap={4}>
          <PasswordInput
            label={t('signPassword')}
            placeholder={t('signSmsCodePlaceholder')}
            value={signPassword}
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            onChange={(event) => setSignPassword(event.currentTarget.value)}
          />
          <Anchor size="xs" component="button" type="button" onClick={() => navigate('/account/index')}>
            {t('signPasswordNotSetHint')}
          </Anchor>
        </Stack>
      ) : null}
      {/* Hidden rather than unmounted while the password is chosen: the send button keeps its countdown. */}
      {methods.includes('SMS') && (
        <Group align="flex-end" gap="xs" wrap="nowrap" display={method === 'SMS' ? undefined : 'none'}>
          <TextInput
            label={t('signSmsCode')}
            placeholder={t('signSmsCodePlaceholder')}
            value={code}
            inputMode="numeric"
            maxLength={6}
            onChange={(event) => setCode(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <SendCodeButton onSend={sendCode} />
        </Group>
      )}
      {method === 'SMS' && sent && (
        <Text size="xs" c="dimmed">
          {t('signCodeSent')}
        </Text>
      )}
      {failure && (
        <Alert color="red" role="alert" data-testid="sign-failure">
          {failure}
        </Alert>
      )}
      <Button loading={busy} onClick={() => void sign()} data-testid="sign-submit">
        {t('signConfirm')}
      </Button>
    </Stack>
  );
}
