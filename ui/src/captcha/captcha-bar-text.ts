// The text in the security check's bar for a phase: the instruction while waiting, nothing while
// the user acts, the outcome after the check.
import type { TCaptchaPopupState } from '@ecsign/core/captcha';
import { CLIENT_TEXTS } from '@ecsign/core/errors';
import type { UiTexts } from '../texts/ui-texts';

export function captchaBarText(state: TCaptchaPopupState, { t, language }: UiTexts): string {
  switch (state.phase) {
    case 'success':
      return t('verificationSucceeded');
    case 'failure':
      return CLIENT_TEXTS.verificationFailed[language];
    case 'dragging':
    case 'checking':
      return state.captchaType === 'blockPuzzle' ? '' : clickHint(state, t);
    default:
      return state.captchaType === 'blockPuzzle' ? t('sliderHint') : clickHint(state, t);
  }
}

function clickHint(state: TCaptchaPopupState, t: UiTexts['t']): string {
  return state.wordList.length > 0 ? t('clickWordsHint', { words: state.wordList.join(',') }) : '';
}
