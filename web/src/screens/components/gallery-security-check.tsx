// The security check popup in the gallery, talking to the server's getCaptcha and checkCaptcha;
// the verification string of a passed check is shown below the buttons.
import { useMemo, useState } from 'react';
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import type { TCaptchaType } from '@ecsign/core/captcha';
import { usePortalSession } from '../../app/portal-session';
import { createCaptchaService, SecurityCheckPopup } from '@ecsign/ui/captcha';
import { useI18n } from '../../i18n/i18n-context';

export function GallerySecurityCheck() {
  const { t } = useI18n();
  const { api } = usePortalSession();
  const service = useMemo(() => createCaptchaService(api), [api]);
  const [open, setOpen] = useState<TCaptchaType | null>(null);
  const [verification, setVerification] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="light" onClick={() => setOpen('blockPuzzle')} data-testid="open-slider-check">
          {t('sliderPuzzle')}
        </Button>
        <Button variant="light" onClick={() => setOpen('clickWord')} data-testid="open-click-check">
          {t('clickWords')}
        </Button>
      </Group>
      {verification && (
        <Text size="sm" component="div" data-testid="gallery-verification">
          {t('verificationResult', { value: '' })}
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {verification}
          </Code>
        </Text>
      )}
      <SecurityCheckPopup
        opened={open !== null}
        captchaType={open ?? 'blockPuzzle'}
        service={service}
        onSuccess={setVerification}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
