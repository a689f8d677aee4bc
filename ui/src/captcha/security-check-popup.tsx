// The security check popup (spec items R-part-security-check, S-captcha-check), titled "please
// complete the security verification", shown by the portal and the extension alike: a slider
// puzzle or click-words, checked by the server through the injected CaptchaService. On
// success it closes and hands the verification string to the caller; a failure turns the bar red
// and brings new pictures after 1 s (click-words 700 ms), as core's state machine decides.
import { ActionIcon, Group, Modal, Stack } from '@mantine/core';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH, type TCaptchaType } from '@ecsign/core/captcha';
import { useUiTexts } from '../texts/ui-texts';
import type { CaptchaService } from './captcha-service';
import { ClickWords } from './click-words';
import { SliderPuzzle } from './slider-puzzle';
import { useCaptchaPopup } from './use-captcha-popup';

export interface SecurityCheckPopupProps {
  opened: boolean;
  captchaType: TCaptchaType;
  service: CaptchaService;
  /**
   * Width the pictures are shown at (default the server's 310 px): the 360 px toolbar popup shows
   * them at 280. The height keeps the pictures' proportions.
   */
  displayWidth?: number;
  /** Called once with the second-verification string for the guarded call; the popup then closes. */
  onSuccess(verification: string): void;
  onClose(): void;
}

export function SecurityCheckPopup(props: SecurityCheckPopupProps) {
  const { t } = useUiTexts();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('securityCheckTitle')}
      size="auto"
      padding={narrow(props) ? 'sm' : 'md'}
      xOffset={narrow(props) ? 8 : undefined}
      centered
    >
      {/* Mounted only while open: every opening starts with fresh pictures. */}
      {props.opened && <SecurityCheckBody {...props} />}
    </Modal>
  );
}

function SecurityCheckBody(props: SecurityCheckPopupProps) {
  const { captchaType, service, displayWidth = CAPTCHA_IMAGE_WIDTH, onSuccess, onClose } = props;
  const { t, language } = useUiTexts();
  const { state, dispatch } = useCaptchaPopup({
    captchaType,
    displayWidth,
    displayHeight: (displayWidth * CAPTCHA_IMAGE_HEIGHT) / CAPTCHA_IMAGE_WIDTH,
    service,
    language,
    onSuccess: (verification) => {
      onSuccess(verification);
      onClose();
    },
  });
  const busy = state.phase === 'loading' || state.phase === 'checking';
  return (
    <Stack gap="xs" data-testid="security-check" data-phase={state.phase} data-display-width={state.displayWidth}>
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

/** A popup narrower than the pictures' own size sits in a small window: less padding, off the edge. */
function narrow(props: SecurityCheckPopupProps): boolean {
  return props.displayWidth !== undefined && props.displayWidth < CAPTCHA_IMAGE_WIDTH;
}
