// Drawing the handwritten signature on the desktop's pad. A person keeps one handwritten signature:
// when one exists the server says so (75000020) and the person may replace it.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { isAppError } from '@ecsign/core/errors';
import { endpoints } from '@ecsign/core/endpoints';
import type { TSealRow } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { exportSignaturePng, SignaturePad, type TStrokes } from '@ecsign/ui/signature-pad';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

const PAD = { width: 560, height: 220 };

export function DrawSignatureDialog(props: { opened: boolean; onClose(): void; onSaved(seal: TSealRow): void }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [strokes, setStrokes] = useState<TStrokes>([]);
  const [error, setError] = useState<unknown>(null);
  const [askReplace, setAskReplace] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setStrokes([]);
    setError(null);
    setAskReplace(false);
    props.onClose();
  };

  async function save(replace: boolean) {
    const imageBase64 = exportSignaturePng(strokes, PAD);
    if (!imageBase64) return;
    setBusy(true);
    setError(null);
    try {
      const seal = await api.call(endpoints.seals.draw, { body: { imageBase64, replace } });
      props.onSaved(seal);
      close();
    } catch (caught) {
      if (isAppError(caught) && caught.code === 'HANDWRITTEN_SIGNATURE_EXISTS') setAskReplace(true);
      else setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={props.opened} onClose={close} title={t('sealDraw')} size={PAD.width + 60} centered>
      <Stack gap="sm">
        <SignaturePad strokes={strokes} onChange={setStrokes} width={PAD.width} height={PAD.height} />
        {error ? (
          <Alert color="red" role="alert">
            {errorText(error, language)}
          </Alert>
        ) : null}
        {askReplace ? (
          <Alert color="orange" data-testid="replace-question">
            <Stack gap="xs">
              <Text size="sm">{t('sealReplaceConfirm')}</Text>
              <Group justify="flex-end">
                <Button size="xs" variant="default" onClick={() => setAskReplace(false)}>
                  {t('cancel')}
                </Button>
                <Button
                  size="xs"
                  color="orange"
                  loading={busy}
                  onClick={() => void save(true)}
                  data-testid="replace-confirm"
                >
                  {t('sealReplace')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button
            disabled={strokes.length === 0 || askReplace}
            loading={busy && !askReplace}
            onClick={() => void save(false)}
            data-testid="signature-save"
          >
            {t('sealSaveSignature')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
