// The slider-puzzle variant: the picture with the puzzle piece over it, and a 310 px track whose
// handle drags the piece (pointer events; arrow keys and Enter work too).
import { useRef, type Dispatch, type KeyboardEvent } from 'react';
import { Box, Text } from '@mantine/core';
import {
  CAPTCHA_IMAGE_WIDTH,
  SLIDER_BLOCK_SIZE,
  type TCaptchaPopupEvent,
  type TCaptchaPopupState,
} from '@ecsign/core/captcha';
import { useUiTexts } from '../texts/ui-texts';
import { captchaBarText } from './captcha-bar-text';
import { CaptchaPicture } from './captcha-picture';
import { BAR_TONES, TONE_COLOURS } from './phase-colours';
import { toImageSrc } from './to-image-src';

const TRACK_HEIGHT = 40;
const HANDLE_SYMBOL = { neutral: '→', active: '→', success: '✓', failure: '✕' } as const;

export function SliderPuzzle(props: { state: TCaptchaPopupState; dispatch: Dispatch<TCaptchaPopupEvent> }) {
  const { state, dispatch } = props;
  const i18n = useUiTexts();
  const origin = useRef<number | null>(null);
  const scale = state.displayWidth / CAPTCHA_IMAGE_WIDTH;
  const blockWidth = SLIDER_BLOCK_SIZE * scale;
  const maxLeft = state.displayWidth - blockWidth;
  const tone = TONE_COLOURS[BAR_TONES[state.phase]];
  const text = captchaBarText(state, i18n);

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
      if (state.phase === 'idle') dispatch({ type: 'dragStart' });
      if (state.phase === 'idle' || state.phase === 'dragging') {
        dispatch({ type: 'dragMove', left: (state.phase === 'idle' ? 0 : state.sliderLeft) + move });
      }
    } else if ((event.key === 'Enter' || event.key === ' ') && state.phase === 'dragging') {
      event.preventDefault();
      dispatch({ type: 'dragEnd' });
    }
  };

  return (
    <Box w={state.displayWidth}>
      <CaptchaPicture state={state}>
        <Box pos="relative" w={state.displayWidth} h={state.displayHeight} data-testid="captcha-picture">
          <img
            src={toImageSrc(state.images?.original ?? '')}
            alt=""
            draggable={false}
            width={state.displayWidth}
            height={state.displayHeight}
            style={{ display: 'block', borderRadius: 4 }}
            data-testid="captcha-original"
          />
          {state.images?.jigsaw && (
            <img
              src={toImageSrc(state.images.jigsaw)}
              alt=""
              draggable={false}
              width={blockWidth}
              height={state.displayHeight}
              style={{ position: 'absolute', top: 0, left: state.sliderLeft, pointerEvents: 'none' }}
              data-testid="captcha-jigsaw"
            />
          )}
        </Box>
      </CaptchaPicture>
      <Box
        pos="relative"
        mt="xs"
        w={state.displayWidth}
        h={TRACK_HEIGHT}
        data-testid="captcha-bar"
        data-tone={BAR_TONES[state.phase]}
        style={{ border: `1px solid ${tone.border}`, background: 'var(--mantine-color-gray-0)', borderRadius: 4 }}
      >
        <Box
          pos="absolute"
          top={0}
          left={0}
          h="100%"
          w={state.sliderLeft + blockWidth}
          style={{ background: tone.fill, borderRadius: 4 }}
        />
        <Text
          size="sm"
          pos="absolute"
          inset={0}
          ta="center"
          lh={`${TRACK_HEIGHT - 2}px`}
          style={{ color: tone.text }}
          data-testid="captcha-bar-text"
        >
          {text}
        </Text>
        <Box
          role="slider"
          tabIndex={0}
          aria-label={i18n.t('sliderHint')}
          aria-valuemin={0}
          aria-valuemax={Math.round(maxLeft)}
          aria-valuenow={Math.round(state.sliderLeft)}
          data-testid="captcha-handle"
          pos="absolute"
          top={-1}
          left={state.sliderLeft}
          w={blockWidth}
          h={TRACK_HEIGHT}
          onPointerDown={(event) => {
            if (state.phase !== 'idle') return;
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
            cursor: state.phase === 'idle' ? 'grab' : 'default',
            background: BAR_TONES[state.phase] === 'neutral' ? 'white' : tone.border,
            color: BAR_TONES[state.phase] === 'neutral' ? 'var(--mantine-color-gray-7)' : 'white',
            border: `1px solid ${tone.border}`,
            borderRadius: 4,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            userSelect: 'none',
          }}
        >
          {HANDLE_SYMBOL[BAR_TONES[state.phase]]}
        </Box>
      </Box>
    </Box>
  );
}
