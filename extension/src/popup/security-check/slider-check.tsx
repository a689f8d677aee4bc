// The security check of the password login as a popup over the form (spec items R-part-security-check, S-captcha-check): the server's
// slider puzzle, shown at 280×140 to fit the 360 px toolbar popup, whose handle is dragged (or moved with the arrow keys, Enter to let go)
// until the piece fits. On success it hands the verification string to the login and closes; a
// failure turns the bar red and brings new pictures after 1 s, as core's state machine decides.
import { useRef, type KeyboardEvent } from 'react';
import { ActionIcon, Box, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH, SLIDER_BLOCK_SIZE } from '@ecsign/core/captcha';
import { CLIENT_TEXTS } from '@ecsign/core/errors';
import type { TLanguage, TMessageKey } from '@ecsign/core/i18n';
import { useCaptchaPopup, type CaptchaService } from './use-captcha-popup';

const TRACK_HEIGHT = 40;
/** The 310×155 pictures scaled to fit the popup; the state machine scales points back. */
const DISPLAY_WIDTH = 280;
const DISPLAY_HEIGHT = (DISPLAY_WIDTH * CAPTCHA_IMAGE_HEIGHT) / CAPTCHA_IMAGE_WIDTH;
const TONES = {
  neutral: {
    border: 'var(--mantine-color-gray-4)',
    fill: 'var(--mantine-color-gray-0)',
    text: 'var(--mantine-color-dimmed)',
  },
  active: {
    border: 'var(--mantine-color-blue-5)',
    fill: 'var(--mantine-color-blue-0)',
    text: 'var(--mantine-color-blue-7)',
  },
  success: {
    border: 'var(--mantine-color-green-6)',
    fill: 'var(--mantine-color-green-0)',
    text: 'var(--mantine-color-green-8)',
  },
  failure: {
    border: 'var(--mantine-color-red-6)',
    fill: 'var(--mantine-color-red-0)',
    text: 'var(--mantine-color-red-7)',
  },
} as const;

const toImageSrc = (base64: string) => (base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`);

export interface SliderCheckProps {
  opened: boolean;
  service: CaptchaService;
  language: TLanguage;
  t: (key: TMessageKey) => string;
  /** Called once with the second-verification string; the popup then closes. */
  onSuccess(verification: string): void;
  onClose(): void;
}

export function SliderCheck(props: SliderCheckProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.t('securityCheckTitle')}
      size="auto"
      padding="sm"
      xOffset={8}
      centered
    >
      {/* Mounted only while open: every opening starts with fresh pictures. */}
      {props.opened && <SliderCheckBody {...props} />}
    </Modal>
  );
}

function SliderCheckBody(props: SliderCheckProps) {
  const { service, language, t, onSuccess, onClose } = props;
  const { state, dispatch } = useCaptchaPopup({
    captchaType: 'blockPuzzle',
    displayWidth: DISPLAY_WIDTH,
    displayHeight: DISPLAY_HEIGHT,
    service,
    language,
    onSuccess: (verification) => {
      onSuccess(verification);
      onClose();
    },
  });
  const origin = useRef<number | null>(null);
  const { phase } = state;
  const tone =
    phase === 'success'
      ? 'success'
      : phase === 'failure'
        ? 'failure'
        : phase === 'dragging' || phase === 'checking'
          ? 'active'
          : 'neutral';
  const colours = TONES[tone];
  const blockWidth = (SLIDER_BLOCK_SIZE * state.displayWidth) / CAPTCHA_IMAGE_WIDTH;
  const barText =
    phase === 'success'
      ? t('verificationSucceeded')
      : phase === 'failure'
        ? CLIENT_TEXTS.verificationFailed[language]
        : phase === 'dragging' || phase === 'checking'
          ? ''
          : t('sliderHint');

  const release = () => {
    if (origin.current === null) return;
    origin.current = null;
    dispatch({ type: 'dragEnd' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 10 : 1;
    const move = event.key === 'ArrowRight' ? step : event.key === 'ArrowLeft' ? -step : 0;
    if (move !== 0) {
      event.preventDefault();
      if (phase === 'idle') dispatch({ type: 'dragStart' });
      if (phase === 'idle' || phase === 'dragging') {
        dispatch({ type: 'dragMove', left: (phase === 'idle' ? 0 : state.sliderLeft) + move });
      }
    } else if ((event.key === 'Enter' || event.key === ' ') && phase === 'dragging') {
      event.preventDefault();
      dispatch({ type: 'dragEnd' });
    }
  };

  return (
    <Stack gap="xs" data-testid="security-check" data-phase={phase} data-display-width={state.displayWidth}>
      <Group justify="flex-end">
        <ActionIcon
          variant="subtle"
          aria-label={t('refreshPictures')}
          disabled={phase === 'loading' || phase === 'checking'}
          onClick={() => dispatch({ type: 'refresh' })}
        >
          ↻
        </ActionIcon>
      </Group>
      <Box pos="relative" w={state.displayWidth} h={state.displayHeight} bg="gray.1" style={{ borderRadius: 4 }}>
        {state.images ? (
          <>
            <img
              src={toImageSrc(state.images.original)}
              alt=""
              draggable={false}
              width={state.displayWidth}
              height={state.displayHeight}
              style={{ display: 'block', borderRadius: 4 }}
            />
            {state.images.jigsaw && (
              <img
                src={toImageSrc(state.images.jigsaw)}
                alt=""
                draggable={false}
                width={blockWidth}
                height={state.displayHeight}
                style={{ position: 'absolute', top: 0, left: state.sliderLeft, pointerEvents: 'none' }}
              />
            )}
          </>
        ) : (
          <Center h={state.displayHeight} px="md">
            {phase === 'loading' ? (
              <Loader size="sm" />
            ) : (
              <Text size="sm" c="dimmed" ta="center">
                {state.message ?? CLIENT_TEXTS.captchaFetchFailed[language]}
              </Text>
            )}
          </Center>
        )}
      </Box>
      <Box
        pos="relative"
        w={state.displayWidth}
        h={TRACK_HEIGHT}
        data-tone={tone}
        style={{ border: `1px solid ${colours.border}`, background: 'var(--mantine-color-gray-0)', borderRadius: 4 }}
      >
        <Box
          pos="absolute"
          top={0}
          left={0}
          h="100%"
          w={state.sliderLeft + blockWidth}
          style={{ background: colours.fill }}
        />
        <Text
          size="sm"
          pos="absolute"
          inset={0}
          ta="center"
          lh={`${TRACK_HEIGHT - 2}px`}
          style={{ color: colours.text }}
        >
          {barText}
        </Text>
        <Box
          role="slider"
          tabIndex={0}
          aria-label={t('sliderHint')}
          aria-valuemin={0}
          aria-valuemax={Math.round(state.displayWidth - blockWidth)}
          aria-valuenow={Math.round(state.sliderLeft)}
          pos="absolute"
          top={-1}
          left={state.sliderLeft}
          w={blockWidth}
          h={TRACK_HEIGHT}
          onPointerDown={(event) => {
            if (phase !== 'idle') return;
            origin.current = event.clientX;
            event.currentTarget.setPointerCapture?.(event.pointerId);
            dispatch({ type: 'dragStart' });
          }}
          onPointerMove={(event) => {
            if (origin.current !== null) dispatch({ type: 'dragMove', left: event.clientX - origin.current });
          }}
          onPointerUp={release}
          onPointerCancel={release}
          onKeyDown={onKeyDown}
          style={{
            touchAction: 'none',
            cursor: phase === 'idle' ? 'grab' : 'default',
            background: tone === 'neutral' ? 'white' : colours.border,
            color: tone === 'neutral' ? 'var(--mantine-color-gray-7)' : 'white',
            border: `1px solid ${colours.border}`,
            borderRadius: 4,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            userSelect: 'none',
          }}
        >
          {tone === 'success' ? '✓' : tone === 'failure' ? '✕' : '→'}
        </Box>
      </Box>
    </Stack>
  );
}
