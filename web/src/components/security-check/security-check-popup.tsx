// The security check popup (spec items R-part-security-check, S-captcha-check), titled "please complete the security verification":
// a slider puzzle or click-words, checked by the server through the injected CaptchaService. On
// success it closes and hands the verification string to the caller; a failure turns the bar red
// and brings new pictures after 1 s (click-words 700 ms), as core's state machine decides.
import { ActionIcon, Group, Modal, Stack } from '@mantine/core';
import type { TCaptchaType } from '@ecsign/core/captcha';
import { useI18n } from '../../i18n/i18n-context';
import type { CaptchaService } from './captcha-service';
import { ClickWords } from './click-words';
import { SliderPuzzle } from './slider-puzzle';
import { useCaptchaPopup } from './use-captcha-popup';

export interface SecurityCheckPopupProps {
  opened: boolean;
  captchaType: TCaptchaType;
  service: CaptchaService;
  /** Called once with the second-verification string for the guarded call; the popup then closes. */
  onSuccess(verification: string): void;
  onClose(): void;
}

export function SecurityCheckPopup(props: SecurityCheckPopupProps) {
  const { t } = useI18n();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('securityCheckTitle')} size="auto" centered>
      {/* Mounted only while open: every opening starts with fresh pictures. */}
      {props.opened && <SecurityCheckBody {...props} />}
    </Modal>
  );
}

function SecurityCheckBody(props: SecurityCheckPopupProps) {
  const { captchaType, service, onSuccess, onClose } = props;
  const { t, language } = useI18n();
  const { state, dispatch } = useCaptchaPopup({
    captchaType,
    service,
    language,
    onSuccess: (verification) => {
      onSuccess(verification);
      onClose();
    },
  });
  const busy = state.phase === 'loading' || state.phase === 'checking';
  return (
    <Stack gap="xs" data-testid="security-check" data-phase={state.phase}>
      <Group justify="flex-end">
        <ActionIcon
          variant="subtle"
          aria-label={t('refreshPictures')}
          disabled={busy}
          onClick={() => dispatch({ type: 'refresh' })}
        >
          ↻
        </ActionIcon>
      </Group>
      {captchaType === 'blockPuzzle' ? (
        <SliderPuzzle state={state} dispatch={dispatch} />
      ) : (
        <ClickWords state={state} dispatch={dispatch} />
      )}
    </Stack>
  );
}
