// /demo (open to visitors): try signing a sample contract — see where the signature goes, draw it,
// type a name, and get the sample back signed by the platform's demo certificate, to look at here,
// download, and check on the signature page (valid, but not trusted: it is only a demo).
import { useCallback, useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { endpoints } from '@ecsign/core/endpoints';
import { exportSignaturePng, SignaturePad, type TStrokes } from '@ecsign/ui/signature-pad';
import { usePortalSession } from '../../app/portal-session';
import { useNavigate } from '../../app/router';
import { PdfPagesViewer, usePdfBytes, type PdfDocumentLoader, type TOverlayBox } from '../../components/pdf-pages';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';
import { LanguageSelect } from '../../i18n/language-select';
import { saveBytesAsFile } from '../file-manage/save-bytes-as-file';

// The pad's drawing size; the PNG is twice as large (exportSignaturePng).
const PAD = { width: 400, height: 160 };

export function DemoScreen(props: { params: Record<string, string>; loader?: PdfDocumentLoader }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const navigate = useNavigate();
  const info = useRemoteData(useCallback(() => api.call(endpoints.contracts.demoInfo, {}, { noToken: true }), [api]));
  const sample = usePdfBytes(
    useCallback(
      async () =>
        (await api.download(endpoints.contracts.demoSample, {}, { noToken: true, ecType: 'pdfDownload' })).bytes,
      [api],
    ),
  );
  const [name, setName] = useState('');
  const [strokes, setStrokes] = useState<TStrokes>([]);
  const [signed, setSigned] = useState<Uint8Array | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function sign() {
    setProblem(null);
    const drawing = strokes.length > 0 ? exportSignaturePng(strokes, PAD) : undefined;
    if (!drawing) return setProblem(t('demoDrawFirst'));
    if (!name.trim()) return setProblem(t('demoNameRequired'));
    setBusy(true);
    try {
      const reply = await api.download(
        endpoints.contracts.demoSign,
        { body: { name: name.trim(), signatureImage: `data:image/png;base64,${drawing}` } },
        { noToken: true, ecType: 'pdfDownload' },
      );
      setSigned(reply.bytes);
    } catch (caught) {
      setProblem(errorText(caught, language));
    } finally {
      setBusy(false);
    }
  }

  const position = info.data?.position;
  const boxes: TOverlayBox[] =
    position && !signed
      ? [{ id: 'demo', page: position.page, rect: position, label: t('demoSignatureHere'), color: 'red' }]
      : [];
  const failure = info.error ?? sample.error;

  return (
    <Container size="lg" py="lg" data-testid="demo">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2}>{t('demoTitle')}</Title>
          <Group>
            <LanguageSelect />
            <Button variant="subtle" onClick={() => navigate('/login')}>
              {t('login')}
            </Button>
          </Group>
        </Group>
        <Text c="dimmed">{t('demoIntro')}</Text>
        {failure ? <Alert color="red">{errorText(failure, language)}</Alert> : null}
        <Group align="flex-start" wrap="wrap" gap="lg">
          <div style={{ flex: 1, minWidth: 300 }}>
            <PdfPagesViewer bytes={signed ?? sample.bytes} loader={props.loader} boxes={boxes} height="70vh" />
          </div>
          <Paper withBorder p="md" w={{ base: '100%', md: 440 }}>
            {signed ? (
              <Stack gap="sm" data-testid="demo-signed">
                <Alert color="green">{t('demoSigned', { subject: info.data?.certificateSubject ?? '' })}</Alert>
                <Button
                  onClick={() => saveBytesAsFile(signed, `demo-signed-${info.data?.documentName ?? 'contract.pdf'}`)}
                >
                  {t('rowDownload')}
                </Button>
                <Anchor component="button" onClick={() => navigate('/validationFile')}>
                  {t('demoCheckIt')}
                </Anchor>
                <Button variant="default" onClick={() => setSigned(null)}>
                  {t('demoAgain')}
                </Button>
              </Stack>
            ) : (
              <Stack gap="sm">
                <Text size="sm" fw={500}>
                  {t('demoDrawHere')}
                </Text>
                <SignaturePad strokes={strokes} onChange={setStrokes} width={PAD.width} height={PAD.height} />
                <TextInput
                  label={t('demoName')}
                  value={name}
                  maxLength={20}
                  onChange={(event) => setName(event.currentTarget.value)}
                />
                {problem && (
                  <Text c="red" role="alert" data-testid="demo-problem">
                    {problem}
                  </Text>
                )}
                <Button loading={busy} onClick={() => void sign()} disabled={Boolean(failure)}>
                  {t('demoSign')}
                </Button>
              </Stack>
            )}
          </Paper>
        </Group>
      </Stack>
    </Container>
  );
}
