// /contract/signedManager/personalSignatureTpl?token=… (open, phone-sized): where a phone lands
// from the QR code of "sign on a phone". The token is the only credential: the page shows whose
// signature it is, lets the person write it with a finger or pen, and sends it; the desktop sees it
// arrive. A used, expired or unknown link says so.
import { useEffect, useState } from 'react';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from '../../app/portal-session';
import { useLocation } from '../../app/router';
import { exportSignaturePng, SignaturePad, type TStrokes } from '@ecsign/ui/signature-pad';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { LanguageSelect } from '../../i18n/language-select';

/** The pad fills the phone's width (at most 560 px), half as high as it is wide. */
function padSize() {
  const width = Math.max(260, Math.min(560, (typeof window === 'undefined' ? 560 : window.innerWidth) - 32));
  return { width, height: Math.round(width * 0.5) };
}

export function PersonalSignatureTplScreen(_props: { params: Record<string, string> }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [size] = useState(padSize);
  const [owner, setOwner] = useState<string | null>(null);
  const [strokes, setStrokes] = useState<TStrokes>([]);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!token) return;
    api
      .call(endpoints.seals.linkCheck, { query: { token } }, { noToken: true })
      .then((info) => setOwner(info.name))
      .catch(setError);
  }, [api, token]);

  async function submit() {
    const imageBase64 = exportSignaturePng(strokes, size);
    if (!imageBase64) return;
    setBusy(true);
    setError(null);
    try {
      await api.call(endpoints.seals.linkSubmit, { body: { token, imageBase64 } }, { noToken: true });
      setSent(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container size={600} px="md" py="md" data-testid="personal-signature-tpl">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{t('sealPhonePageTitle')}</Title>
          <LanguageSelect />
        </Group>
        {!token ? <Alert color="orange">{t('sealPhoneNoToken')}</Alert> : null}
        {error ? (
          <Alert color="red" role="alert">
            {errorText(error, language)}
          </Alert>
        ) : null}
        {sent ? (
          <Alert color="green" data-testid="phone-sent">
            {t('sealPhoneSubmitted')}
          </Alert>
        ) : owner ? (
          <>
            <Text fw={600} data-testid="phone-owner">
              {t('sealPhoneSignFor', { name: owner })}
            </Text>
            <SignaturePad strokes={strokes} onChange={setStrokes} width={size.width} height={size.height} />
            <Button
              size="md"
              fullWidth
              disabled={strokes.length === 0}
              loading={busy}
              onClick={() => void submit()}
              data-testid="phone-submit"
            >
              {t('sealPhoneSubmit')}
            </Button>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
