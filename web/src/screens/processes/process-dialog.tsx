// Configure a signing process: login methods, the notice (and its PDF), the identity check (face
// checks only by the Ministry of Public Security), the home page, how signatories sign and confirm,
// and the tips. Saving keeps a draft; enabling needs every part (the server says which is missing).
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  MPS_FACE_PROVIDER,
  PROCESS_CONFIRMATIONS,
  PROCESS_HOME_PAGES,
  PROCESS_IDENTITY_METHODS,
  PROCESS_LOGIN_METHODS,
  PROCESS_SIGNING_METHODS,
  type TProcessDetail,
  type TProcessSettings,
} from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { AppDialog } from '../../components/preview-dialogs/app-dialog';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { StateBadge } from '../templates/state-badge';
import { processCalls } from './process-calls';
import { ProcessPart } from './process-part';

const DEFAULTS: { [K in keyof TProcessSettings]-?: NonNullable<TProcessSettings[K]> } = {
  login: { methods: ['SMS'] },
  notice: { enabled: false, title: '', mustRead: true },
  identity: { required: true, methods: ['TWO_ELEMENT'], faceProvider: null },
  home: { page: 'CONTRACT_DETAIL' },
  signing: { method: 'BOTH', confirmation: 'SMS' },
  tips: { enabled: false, text: '' },
};

export function ProcessDialog(props: { processId: string | null; onClose(): void; onChanged(): void }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const calls = processCalls(api);
  const [detail, setDetail] = useState<TProcessDetail | null>(null);
  const [name, setName] = useState('');
  const [settings, setSettings] = useState<TProcessSettings | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setDetail(null);
    setMessage(null);
    if (!props.processId) return;
    processCalls(api)
      .detail(props.processId)
      .then((loaded) => {
        setDetail(loaded);
        setName(loaded.name);
        setSettings(loaded.settings);
      })
      .catch((caught: unknown) => setMessage({ kind: 'error', text: errorText(caught, language) }));
  }, [props.processId, api, language]);

  async function run(action: () => Promise<unknown>, okText?: string) {
    if (!props.processId) return;
    setBusy(true);
    setMessage(null);
    try {
      await action();
      const loaded = await calls.detail(props.processId);
      setDetail(loaded);
      setSettings(loaded.settings);
      props.onChanged();
      if (okText) setMessage({ kind: 'ok', text: okText });
    } catch (caught) {
      setMessage({ kind: 'error', text: errorText(caught, language) });
    } finally {
      setBusy(false);
    }
  }

  const part = <K extends keyof TProcessSettings>(key: K, value: TProcessSettings[K]) =>
    settings && setSettings({ ...settings, [key]: value });
  const save = () => calls.save({ processId: props.processId!, name: name.trim(), settings: settings! });

  return (
    <AppDialog opened={props.processId !== null} onClose={props.onClose} title={t('processConfigure')} width={720}>
      {!detail || !settings ? (
        message && <Alert color="red">{message.text}</Alert>
      ) : (
        <Stack gap="sm" data-testid="process-editor">
          <Group justify="space-between">
            <TextInput
              label={t('processName')}
              value={name}
              maxLength={50}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <StateBadge state={detail.status} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('processDraftHint')}
          </Text>
          <ProcessPart
            testId="process-login"
            title={t('processLogin')}
            set={settings.login !== null}
            onSet={() => part('login', DEFAULTS.login)}
            onClear={() => part('login', null)}
          >
            <Checkbox.Group
              value={settings.login?.methods ?? []}
              onChange={(methods) => part('login', { methods: methods as (typeof PROCESS_LOGIN_METHODS)[number][] })}
            >
              <Group gap="md">
                {PROCESS_LOGIN_METHODS.map((method) => (
                  <Checkbox key={method} value={method} label={t(`processLogin${method}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          </ProcessPart>
          <ProcessPart
            testId="process-notice"
            title={t('processNotice')}
            set={settings.notice !== null}
            onSet={() => part('notice', DEFAULTS.notice)}
            onClear={() => part('notice', null)}
          >
            {settings.notice && (
              <Stack gap="xs">
                <Switch
                  label={t('processNoticeEnabled')}
                  checked={settings.notice.enabled}
                  onChange={(event) => part('notice', { ...settings.notice!, enabled: event.currentTarget.checked })}
                />
                {settings.notice.enabled && (
                  <>
                    <TextInput
                      label={t('processNoticeTitle')}
                      maxLength={50}
                      value={settings.notice.title}
                      onChange={(event) => part('notice', { ...settings.notice!, title: event.currentTarget.value })}
                    />
                    <Checkbox
                      label={t('processMustRead')}
                      checked={settings.notice.mustRead}
                      onChange={(event) =>
                        part('notice', { ...settings.notice!, mustRead: event.currentTarget.checked })
                      }
                    />
                    <FileInput
                      label={t('processNoticeFile')}
                      accept="application/pdf,.pdf"
                      description={
                        detail.noticeFileName ? t('processNoticeUploaded', { name: detail.noticeFileName }) : undefined
                      }
                      onChange={(file) => file && void run(() => calls.uploadNotice(props.processId!, file))}
                    />
                  </>
                )}
              </Stack>
            )}
          </ProcessPart>
          <ProcessPart
            testId="process-identity"
            title={t('processIdentity')}
            set={settings.identity !== null}
            onSet={() => part('identity', DEFAULTS.identity)}
            onClear={() => part('identity', null)}
          >
            {settings.identity && (
              <Stack gap="xs">
                <Switch
                  label={t('processIdentityRequired')}
                  checked={settings.identity.required}
                  onChange={(event) =>
                    part('identity', { ...settings.identity!, required: event.currentTarget.checked })
                  }
                />
                <Checkbox.Group
                  value={settings.identity.methods}
                  onChange={(methods) => {
                    const list = methods as (typeof PROCESS_IDENTITY_METHODS)[number][];
                    part('identity', {
                      ...settings.identity!,
                      methods: list,
                      faceProvider: list.includes('FACE')
                        ? (settings.identity!.faceProvider ?? MPS_FACE_PROVIDER)
                        : null,
                    });
                  }}
                >
                  <Group gap="md">
                    {PROCESS_IDENTITY_METHODS.map((method) => (
                      <Checkbox key={method} value={method} label={t(`processIdentity${method}`)} />
                    ))}
                  </Group>
                </Checkbox.Group>
                {settings.identity.methods.includes('FACE') && (
                  <Select
                    label={t('processFaceProvider')}
                    allowDeselect={false}
                    data={[{ value: MPS_FACE_PROVIDER, label: t('processFaceMPS') }]}
                    value={settings.identity.faceProvider ?? MPS_FACE_PROVIDER}
                    onChange={(faceProvider) => part('identity', { ...settings.identity!, faceProvider })}
                  />
                )}
              </Stack>
            )}
          </ProcessPart>
          <ProcessPart
            testId="process-home"
            title={t('processHome')}
            set={settings.home !== null}
            onSet={() => part('home', DEFAULTS.home)}
            onClear={() => part('home', null)}
          >
            <Select
              allowDeselect={false}
              data={PROCESS_HOME_PAGES.map((page) => ({ value: page, label: t(`processHome${page}`) }))}
              value={settings.home?.page ?? null}
              onChange={(page) => page && part('home', { page: page as (typeof PROCESS_HOME_PAGES)[number] })}
            />
          </ProcessPart>
          <ProcessPart
            testId="process-signing"
            title={t('processSigning')}
            set={settings.signing !== null}
            onSet={() => part('signing', DEFAULTS.signing)}
            onClear={() => part('signing', null)}
          >
            {settings.signing && (
              <Group grow>
                <Select
                  label={t('processSigning')}
                  allowDeselect={false}
                  data={PROCESS_SIGNING_METHODS.map((method) => ({
                    value: method,
                    label: t(`processSigning${method}`),
                  }))}
                  value={settings.signing.method}
                  onChange={(method) =>
                    method &&
                    part('signing', {
                      ...settings.signing!,
                      method: method as (typeof PROCESS_SIGNING_METHODS)[number],
                    })
                  }
                />
                <Select
                  label={t('processConfirm')}
                  allowDeselect={false}
                  data={PROCESS_CONFIRMATIONS.map((value) => ({ value, label: t(`processConfirm${value}`) }))}
                  value={settings.signing.confirmation}
                  onChange={(confirmation) =>
                    confirmation &&
                    part('signing', {
                      ...settings.signing!,
                      confirmation: confirmation as (typeof PROCESS_CONFIRMATIONS)[number],
                    })
                  }
                />
              </Group>
            )}
          </ProcessPart>
          <ProcessPart
            testId="process-tips"
            title={t('processTips')}
            set={settings.tips !== null}
            onSet={() => part('tips', DEFAULTS.tips)}
            onClear={() => part('tips', null)}
          >
            {settings.tips && (
              <Stack gap="xs">
                <Switch
                  label={t('processTipsEnabled')}
                  checked={settings.tips.enabled}
                  onChange={(event) => part('tips', { ...settings.tips!, enabled: event.currentTarget.checked })}
                />
                {settings.tips.enabled && (
                  <Textarea
                    label={t('processTipsText')}
                    maxLength={500}
                    value={settings.tips.text}
                    onChange={(event) => part('tips', { ...settings.tips!, text: event.currentTarget.value })}
                  />
                )}
              </Stack>
            )}
          </ProcessPart>
          {message && (
            <Alert
              color={message.kind === 'error' ? 'red' : 'green'}
              role={message.kind === 'error' ? 'alert' : 'status'}
            >
              {message.text}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('close')}
            </Button>
            <Button onClick={() => void run(save, t('tplChanged'))} loading={busy} data-testid="process-save">
              {t('save')}
            </Button>
            {detail.status === 'ENABLE' ? (
              <Button
                color="orange"
                variant="light"
                onClick={() => void run(() => calls.change('disable', props.processId!))}
              >
                {t('tplDisable')}
              </Button>
            ) : (
              <Button
                color="green"
                onClick={() =>
                  void run(async () => {
                    await save();
                    await calls.change('enable', props.processId!);
                  })
                }
                data-testid="process-enable"
              >
                {t('tplEnable')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </AppDialog>
  );
}
