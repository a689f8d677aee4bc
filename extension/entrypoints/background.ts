// Service worker entrypoint: wires runtime messages to their answers and the "Verify signatures"
// context menu (on links, pages and frames — an open PDF is a page or Chrome's viewer frame) to
// the verifier (src/verify), whose results the popup shows.
import { translate } from '@ecsign/core/i18n';
import { createWebCryptoEngine } from '@ecsign/core/pdf';
import { createSessionStore } from '@ecsign/core/session';
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { answerRuntimeMessage } from '../src/background/answer-runtime-message';
import { chromeSessionStorage } from '../src/chrome-session-storage';
import { rememberedServerAddress } from '../src/connection/remembered-server-address';
import { BADGE_ALARM, BADGE_POLL_MINUTES, createToolbarBadge } from '../src/badge/create-toolbar-badge';
import { isRefreshBadgeRequest } from '../src/badge/refresh-badge-message';
import { createVerifier } from '../src/verify/create-verifier';
import { fileAccessOf } from '../src/verify/file-access';
import { menuTargetUrl } from '../src/verify/menu-target-url';
import { isVerifyRequest } from '../src/verify/verify-message';
import { verifyResultsStore } from '../src/verify/verify-results-store';

const MENU_ID = 'ecsign-verify-signatures';

export default defineBackground(() => {
  const store = createSessionStore(chromeSessionStorage(browser.storage));
  const verifier = createVerifier({
    fetch: globalThis.fetch.bind(globalThis),
    engine: createWebCryptoEngine(globalThis.crypto.subtle, {
      getRandomValues: (bytes) => globalThis.crypto.getRandomValues(bytes),
    }),
    results: verifyResultsStore(browser.storage.session ?? browser.storage.local),
    serverAddress: () => rememberedServerAddress(browser.storage.local).load(),
    hasAccess: (origin) => browser.permissions.contains({ origins: [`${origin}/*`] }),
    now: () => Date.now(),
    // The session's token opens the configured server's own contract PDFs (they answer 401 without).
    accessToken: async () => (await store.get('loginUser'))?.access_token,
    fileAccess: () => fileAccessOf(browser.extension, import.meta.env.FIREFOX ? 'firefox' : 'chrome'),
  });

  // The to-do and unread-notice counts on the toolbar badge while logged in: on a periodic alarm (a
  // service worker's timers die with it), at once when the session changes (login, logout), and
  // when the popup has loaded its to-do list.
  const badge = createToolbarBadge({
    store,
    fetch: globalThis.fetch.bind(globalThis),
    serverAddress: () => rememberedServerAddress(browser.storage.local).load(),
    language: () => store.getLanguage(),
    setBadge: async ({ text, color, title }) => {
      if (color) await browser.action.setBadgeBackgroundColor({ color });
      await browser.action.setBadgeText({ text });
      await browser.action.setTitle({ title: title || browser.runtime.getManifest().name });
    },
  });
  void browser.alarms.create(BADGE_ALARM, { periodInMinutes: BADGE_POLL_MINUTES, delayInMinutes: 0 });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === BADGE_ALARM) void badge.refresh();
  });
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'session' && 'loginUser' in changes) void badge.refresh();
  });

  const menuTitle = async () => translate(await store.getLanguage(), 'extVerifyMenu');
  // Created at once (menus persist across worker restarts), then retitled in the user's language:
  // awaiting the language first left a window in which the menu did not exist yet.
  browser.runtime.onInstalled.addListener(() => {
    browser.contextMenus.create(
      { id: MENU_ID, title: 'Verify signatures', contexts: ['link', 'page', 'frame'] },
      () => {
        void menuTitle().then((title) => browser.contextMenus.update(MENU_ID, { title }));
      },
    );
  });
  // The menu speaks the popup's language.
  browser.storage.onChanged.addListener(async (changes, area) => {
    if (area === 'session' && 'language' in changes) {
      await browser.contextMenus.update(MENU_ID, { title: await menuTitle() });
    }
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    const url = info.menuItemId === MENU_ID ? menuTargetUrl(info, tab?.url) : undefined;
    if (url) void verifier.verify(url);
  });

  browser.runtime.onMessage.addListener((message, _sender, sendResponse) => {
    if (isRefreshBadgeRequest(message)) {
      void badge.refresh().then(sendResponse);
      return true;
    }
    if (isVerifyRequest(message)) {
      void verifier.verify(message.url).then(sendResponse);
      // The answer comes later: keep the channel open.
      return true;
    }
    const reply = answerRuntimeMessage(message, browser.runtime.getManifest().version);
    if (reply !== undefined) sendResponse(reply);
    return false;
  });
});
