// Drawing the handwritten signature on a phone: the desktop asks for a 10-minute link, shows it as
// a QR code (and as text), and polls until the phone's signature has arrived or the link expired.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Anchor, Box, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { isAppError } from '@ecsign/core/errors';
import { endpoints } from '@ecsign/core/endpoints';
import { qrMatrix, type QrMatrix, type TSignatureLink } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { errorText } from '../../forms/error-text';
import { useI18n } from '../../i18n/i18n-context';

const POLL_MS = 2000;

/** The QR code's dark modules as one SVG path, in module units. */
function qrPath(text: string): QrMatrix & { path: string } {
  const matrix = qrMatrix(text);
  let path = '';
  matrix.dark.forEach((dark, i) => {
    if (dark) path += `M${i % matrix.size} ${Math.floor(i / matrix.size)}h1v1h-1z`;
  });
  return { ...matrix, path };
}

export function PhoneSignatureDialog(props: { opened: boolean; onClose(): void; onArrived(): void }) {
  const { t, language } = useI18n();
  const { api } = usePortalSession();
  const [link, setLink] = useState<(TSignatureLink & { url: string; qr: QrMatrix & { path: string } }) | null>(null);
  const [state, setState] = useState<'WAITING' | 'DONE' | 'EXPIRED'>('WAITING');
  const [error, setError] = useState<unknown>(null);
  const [askReplace, setAskReplace] = useState(false);

  const create = useCallback(
    async (replace: boolean) => {
      setError(null);
      setAskReplace(false);
      try {
        const created = await api.call(endpoints.seals.linkCreate, { body: { replace } });
        const url = `${window.location.origin}/contract/signedManager/personalSignatureTpl?token=${encodeURIComponent(created.token)}`;
        setLink({ ...created, url, qr: qrPath(url) });
        setState('WAITING');
      } catch (caught) {
        if (isAppError(caught) && caught.code === 'HANDWRITTEN_SIGNATURE_EXISTS') setAskReplace(true);
        else setError(caught);
      }
    },
    [api],
  );

  useEffect(() => {
    if (props.opened) void create(false);
    else setLink(null);
  }, [props.opened, create]);

  const { onArrived } = props;
  useEffect(() => {
    if (!link || state !== 'WAITING') return;
    const timer = window.setInterval(() => {
      void api
        .call(endpoints.seals.linkStatus, { query: { linkId: link.linkId } })
        .then((reply) => {
          setState(reply.status);
          if (reply.status === 'DONE') onArrived();
        })
        .catch(setError);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [api, link, state, onArrived]);

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('sealPhoneDraw')} centered>
      <Stack gap="sm" align="center">
        {error ? (
          <Alert color="red" role="alert" w="100%">
            {errorText(error, language)}
          </Alert>
        ) : null}
        {askReplace ? (
          <Alert color="orange" w="100%">
            <Stack gap="xs">
              <Text size="sm">{t('sealReplaceConfirm')}</Text>
              <Group justify="flex-end">
                <Button size="xs" variant="default" onClick={props.onClose}>
                  {t('cancel')}
                </Button>
                <Button size="xs" color="orange" onClick={() => void create(true)}>
                  {t('sealReplace')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {link ? (
          <>
            <Text size="sm">{t('sealPhoneHint')}</Text>
            <Box style={{ opacity: state === 'WAITING' ? 1 : 0.25 }}>
              <svg
                width={220}
                height={220}
                viewBox={`-4 -4 ${link.qr.size + 8} ${link.qr.size + 8}`}
                role="img"
                aria-label="QR"
                data-testid="signature-qr"
                shapeRendering="crispEdges"
              >
                <rect x={-4} y={-4} width={link.qr.size + 8} height={link.qr.size + 8} fill="#fff" />
                <path d={link.qr.path} fill="#000" />
              </svg>
            </Box>
            <Text size="xs" c="dimmed" ta="center">
              {t('sealPhoneLink')}
              <br />
              <Anchor
                href={link.url}
                target="_blank"
                size="xs"
                data-testid="signature-link"
                style={{ wordBreak: 'break-all' }}
              >
                {link.url}
              </Anchor>
            </Text>
            {state === 'WAITING' && (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm">{t('sealPhoneWaiting')}</Text>
              </Group>
            )}
            {state === 'DONE' && (
              <Alert color="green" w="100%" data-testid="phone-done">
                {t('sealPhoneDone')}
              </Alert>
            )}
            {state === 'EXPIRED' && (
              <Group>
                <Text size="sm" c="orange">
                  {t('sealPhoneExpired')}
                </Text>
                <Button size="xs" variant="light" onClick={() => void create(true)}>
                  {t('sealPhoneRefresh')}
                </Button>
              </Group>
            )}
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
