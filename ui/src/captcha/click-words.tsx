// The click-words variant: click the three words of the hint in order on the picture; each click
// leaves a numbered marker, and the third sends the check.
import type { Dispatch } from 'react';
import { Box, Text } from '@mantine/core';
import type { TCaptchaPopupEvent, TCaptchaPopupState } from '@ecsign/core/captcha';
import { useUiTexts } from '../texts/ui-texts';
import { captchaBarText } from './captcha-bar-text';
import { CaptchaPicture } from './captcha-picture';
import { BAR_TONES, TONE_COLOURS } from './phase-colours';
import { toImageSrc } from './to-image-src';

const MARKER_SIZE = 20;

export function ClickWords(props: { state: TCaptchaPopupState; dispatch: Dispatch<TCaptchaPopupEvent> }) {
  const { state, dispatch } = props;
  const i18n = useUiTexts();
  const tone = TONE_COLOURS[BAR_TONES[state.phase]];
  return (
    <Box w={state.displayWidth}>
      <CaptchaPicture state={state}>
        <Box
          pos="relative"
          w={state.displayWidth}
          h={state.displayHeight}
          data-testid="captcha-picture"
          style={{ cursor: 'pointer' }}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            dispatch({ type: 'click', point: { x: event.clientX - box.left, y: event.clientY - box.top } });
          }}
        >
          <img
            src={toImageSrc(state.images?.original ?? '')}
            alt=""
            draggable={false}
            width={state.displayWidth}
            height={state.displayHeight}
            style={{ display: 'block', borderRadius: 4 }}
            data-testid="captcha-original"
          />
          {state.clicks.map((point, index) => (
            <Box
              key={index}
              data-testid="captcha-marker"
              pos="absolute"
              left={point.x - MARKER_SIZE / 2}
              top={point.y - MARKER_SIZE / 2}
              w={MARKER_SIZE}
              h={MARKER_SIZE}
              bg="blue.6"
              c="white"
              fz="xs"
              fw={700}
              style={{
                borderRadius: '50%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                pointerEvents: 'none',
              }}
            >
              {index + 1}
            </Box>
          ))}
        </Box>
      </CaptchaPicture>
      <Box
        mt="xs"
        h={40}
        data-testid="captcha-bar"
        data-tone={BAR_TONES[state.phase]}
        style={{ border: `1px solid ${tone.border}`, background: tone.fill, borderRadius: 4 }}
      >
        <Text size="sm" ta="center" lh="38px" style={{ color: tone.text }} data-testid="captcha-bar-text">
          {captchaBarText(state, i18n)}
        </Text>
      </Box>
    </Box>
  );
}
