// The picture beside the captcha input: the image (click for a new one), a spinner, a button
// that asks for access to a new server, or a retry after a failed load.
import { Box, Button, Center, Loader, UnstyledButton } from '@mantine/core';
import type { TMessageKey } from '@ecsign/core/i18n';
import type { PictureCaptcha } from './use-picture-captcha';

const WIDTH = 100;
const HEIGHT = 36;

export function CaptchaPicture(props: { captcha: PictureCaptcha; t: (key: TMessageKey) => string }) {
  const { captcha, t } = props;
  const { state } = captcha;
  return (
    <Box w={WIDTH} h={HEIGHT} style={{ flexShrink: 0 }}>
      {state.kind === 'ready' && (
        <UnstyledButton onClick={captcha.refreshByUser} title={t('captchaRefreshHint')} display="block">
          <img
            src={state.captcha.captchaImageBase64}
            alt={t('captcha')}
            width={WIDTH}
            height={HEIGHT}
            style={{ display: 'block' }}
          />
        </UnstyledButton>
      )}
      {state.kind === 'loading' && (
        <Center h={HEIGHT}>
          <Loader role="status" size="sm" aria-label={t('loading')} />
        </Center>
      )}
      {state.kind === 'needs-access' && (
        <Button variant="light" size="xs" h={HEIGHT} fullWidth px={4} onClick={captcha.connect}>
          {t('connectServer')}
        </Button>
      )}
      {state.kind === 'failed' && (
        <Button
          variant="default"
          size="xs"
          h={HEIGHT}
          fullWidth
          px={4}
          onClick={captcha.renew}
          aria-label={t('captcha')}
        >
          ↻
        </Button>
      )}
    </Box>
  );
}
