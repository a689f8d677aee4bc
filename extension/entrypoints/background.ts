// Service worker entrypoint: wires runtime messages to their answers (src/background).
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { answerRuntimeMessage } from '../src/background/answer-runtime-message';

export default defineBackground(() => {
  browser.runtime.onMessage.addListener((message, _sender, sendResponse) => {
    const reply = answerRuntimeMessage(message, browser.runtime.getManifest().version);
    if (reply !== undefined) sendResponse(reply);
    // Every answer is given at once, so the message channel need not stay open.
    return false;
  });
});
