// The line under the captcha row: what went wrong, or how to get a clearer picture.
import { Text } from '@mantine/core';
import { CLIENT_TEXTS } from '@ecsign/core/errors';
import type { TLanguage, TMessageKey } from '@ecsign/core/i18n';
import type { PictureCaptcha } from './use-picture-captcha';

export function CaptchaHint(props: { captcha: PictureCaptcha; language: TLanguage; t: (key: TMessageKey) => string }) {
  const { captcha, language, t } = props;
  const { state } = captcha;
  const warning =
    state.kind === 'failed'
      ? CLIENT_TEXTS.captchaFetchFailed[language]
      : state.kind === 'needs-access' && state.denied
        ? t('serverAccessDenied')
        : undefined;
  if (warning) {
    return (
      <Text size="xs" c="red" role="alert">
        {warning}
      </Text>
    );
  }
  if (captcha.tooFrequent) {
    return (
      <Text size="xs" c="orange" role="alert">
        {t('captchaTooFrequent')}
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      {t('captchaRefreshHint')}
    </Text>
  );
}
