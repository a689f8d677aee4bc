// A verification-code input with the send-code button (and its 60 s countdown) inside it.
import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { AUTH_CODE_LENGTH } from '@ecsign/core/model';
import { SendCodeButton } from '@ecsign/ui/send-code-button';
import { useI18n } from '../i18n/i18n-context';

const BUTTON_WIDTH = 136;

export function CodeInput(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Sends the code; throwing (e.g. the number is invalid) starts no countdown. */
  onSend(): Promise<unknown>;
  error?: ReactNode;
  /** Names the send button for tests when a form has two code inputs. */
  sendTestId?: string;
}) {
  const { label, value, onChange, onSend, error, sendTestId } = props;
  const { t } = useI18n();
  return (
    <TextInput
      label={label}
      placeholder={t('smsCodePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={AUTH_CODE_LENGTH}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
      rightSectionWidth={BUTTON_WIDTH}
      rightSectionPointerEvents="all"
      rightSection={<SendCodeButton onSend={onSend} testId={sendTestId} />}
    />
  );
}
