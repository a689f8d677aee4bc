// The signatory's side of /fileSign/fileSign: pick a seal or signature they may use (the plan's
// usable seals), confirm with an SMS code (send button with the 60 s countdown) or the sign password
// set on the account — only the one the plan's signing process names, when it was sent with one
// (detail.signConfirmations) — and sign. One request id per attempt makes a retried click after a lost reply
// sign once. An enterprise party is offered its enterprise's seals only (the server refuses a
// personal signature or the name alone for it); a person may draw a signature here on the pad —
// the default when they have none saved — and keep it as their signature.
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
import { endpoints } from '@ecsign/core/endpoints';
import { isAppError } from '@ecsign/core/errors';
import {
  CHECKBOX_CHECKED,
  isSignerFilled,
  SEAL_KIND_LABELS,
  type TContractDetail,
  type TFieldValues,
  type TPlacedPosition,
  type TSignReply,
} from '@ecsign/core/model';
import { FIELD_TYPE_LABEL } from '@ecsign/ui/texts';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { SendCodeButton } from '@ecsign/ui/send-code-button';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { newRequestId } from '../start-ent-contract/new-request-id';
import { exportSignaturePng, SignaturePad, type TStrokes } from '@ecsign/ui/signature-pad';
import { SealThumbnail } from './seal-thumbnail';
import { loadUsableSeals, sendSignCode, signContract } from './sign-calls';

/** The text appearance the server draws when no seal is chosen. */
const NAME_ONLY = '';
/** A signature drawn on the pad below. */
const DRAW = 'DRAW';
/** Fits a 390 px phone with the panel's padding; exported at twice the size. */
const PAD = { width: 300, height: 130 };
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
  /** The caller signs for an enterprise: its seals only. */
  enterprise: boolean;
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
  const [strokes, setStrokes] = useState<TStrokes>([]);
  const [keepDrawing, setKeepDrawing] = useState(false);
  const fallback = props.enterprise ? '' : seals.data && seals.data.length === 0 ? DRAW : NAME_ONLY;
  const chosen = sealId ?? seals.data?.[0]?.sealId ?? fallback;
  const noEnterpriseSeal = props.enterprise && seals.data?.length === 0;

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
    const drawing = chosen === DRAW ? exportSignaturePng(strokes, PAD) : undefined;
    if (chosen === DRAW && (strokes.length === 0 || !drawing)) {
      setFailure(t('signDrawEmpty'));
      return;
    }
    setBusy(true);
    try {
      const saved = drawing && keepDrawing ? await saveDrawing(drawing) : undefined;
      const mark = saved
        ? { sealId: saved }
        : drawing
          ? { drawnSignature: drawing }
          : chosen === NAME_ONLY
            ? {}
            : { sealId: chosen };
      const reply = await signContract(api, {
        planId,
        requestId: requestId.current,
        ...mark,
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

  /** Keeps the drawing as the person's handwritten signature; one exists already: this one is used once. */
  async function saveDrawing(imageBase64: string): Promise<string | undefined> {
    try {
      const seal = await api.call(endpoints.seals.draw, { body: { imageBase64, replace: false } });
      return seal.sealId;
    } catch (caught) {
      if (isAppError(caught) && caught.code === 'HANDWRITTEN_SIGNATURE_EXISTS') return undefined;
      throw caught;
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
          {!props.enterprise && <Radio value={DRAW} label={t('signDrawOption')} data-testid="sign-draw-option" />}
          {!props.enterprise && <Radio value={NAME_ONLY} label={t('signNameOnly')} />}
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
      {noEnterpriseSeal && (
        <Alert color="orange" data-testid="sign-no-seal">
          {t('signNoEnterpriseSeal')}
        </Alert>
      )}
      {chosen === DRAW && (
        <Stack gap={4} data-testid="sign-draw">
          <Text size="sm">{t('signDrawHere')}</Text>
          <SignaturePad strokes={strokes} onChange={setStrokes} width={PAD.width} height={PAD.height} />
          <Checkbox
            label={t('signSaveAsMine')}
            checked={keepDrawing}
            onChange={(event) => setKeepDrawing(event.currentTarget.checked)}
            data-testid="sign-save-drawing"
          />
        </Stack>
      )}
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
      <Button loading={busy} disabled={noEnterpriseSeal} onClick={() => void sign()} data-testid="sign-submit">
        {t('signConfirm')}
      </Button>
    </Stack>
  );
}
