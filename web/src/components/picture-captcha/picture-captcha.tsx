// The picture captcha (spec item R-part-picture-captcha): the code input (4 characters, shown in capitals), the picture
// that refreshes on click, the hint, and the "please rest" warning for too many clicks.
import type { ReactNode } from 'react';
import { Group, Image, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { CLIENT_TEXTS } from '@ecsign/core/errors';
import { CAPTCHA_CODE_LENGTH } from '@ecsign/core/validation';
import { useI18n } from '../../i18n/i18n-context';
import type { PictureCaptchaController } from './use-picture-captcha';

export const CAPTCHA_PICTURE_WIDTH = 120;
export const CAPTCHA_PICTURE_HEIGHT = 40;

export function PictureCaptcha(props: {
  controller: PictureCaptchaController;
  value: string;
  onChange(value: string): void;
  error?: ReactNode;
}) {
  const { controller, value, onChange, error } = props;
  const { t, language } = useI18n();
  const { captcha, status, resting } = controller;
  return (
    <Stack gap={4}>
      <Group align="end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('captcha')}
          placeholder={t('captchaPlaceholder')}
          maxLength={CAPTCHA_CODE_LENGTH}
          autoComplete="off"
          value={value}
          error={error}
          onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
        />
        <UnstyledButton
          onClick={controller.userRefresh}
          aria-label={t('captchaRefreshHint')}
          title={t('captchaRefreshHint')}
          data-testid="captcha-image"
          data-status={status}
          w={CAPTCHA_PICTURE_WIDTH}
          h={CAPTCHA_PICTURE_HEIGHT}
        >
          {captcha ? (
            <Image
              src={captcha.captchaImageBase64}
              w={CAPTCHA_PICTURE_WIDTH}
              h={CAPTCHA_PICTURE_HEIGHT}
              alt={t('captcha')}
            />
          ) : (
            <Text size="xs" c={status === 'failed' ? 'red' : 'dimmed'} ta="center">
              {status === 'failed' ? CLIENT_TEXTS.captchaFetchFailed[language] : t('loading')}
            </Text>
          )}
        </UnstyledButton>
      </Group>
      {resting ? (
        <Text size="xs" c="orange.8" role="alert" data-testid="captcha-rest">
          {t('captchaTooFrequent')}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('captchaRefreshHint')}
        </Text>
      )}
    </Stack>
  );
}
