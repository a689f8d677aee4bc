// The 310×155 picture area of the security check: a loader before the first pictures, the
// server's message when there are none (a failed get, or 6201 which clears them), else the
// variant's pictures.
import type { ReactNode } from 'react';
import { Box, Center, Loader, Text } from '@mantine/core';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH, type TCaptchaPopupState } from '@ecsign/core/captcha';
import { CLIENT_TEXTS } from '@ecsign/core/errors';
import { useUiTexts } from '../texts/ui-texts';

export function CaptchaPicture(props: { state: TCaptchaPopupState; children: ReactNode }) {
  const { state, children } = props;
  const { language } = useUiTexts();
  if (state.images) return <>{children}</>;
  return (
    <Box
      w={CAPTCHA_IMAGE_WIDTH}
      h={CAPTCHA_IMAGE_HEIGHT}
      bg="gray.1"
      style={{ borderRadius: 4 }}
      data-testid="captcha-picture-empty"
    >
      <Center h="100%" px="md">
        {state.phase === 'loading' ? (
          <Loader size="sm" />
        ) : (
          <Text size="sm" c="dimmed" ta="center">
            {state.message ?? CLIENT_TEXTS.captchaFetchFailed[language]}
          </Text>
        )}
      </Center>
    </Box>
  );
}
