// Build configuration of the ecsign extension: MV3 for Chrome and Firefox, React popup, background
// worker. `wxt build` writes the unpacked Chrome extension to .output/chrome-mv3, `wxt build -b
// firefox` the Firefox one to .output/firefox-mv3; `wxt zip` (-b firefox) packs them as
// .output/ecsign-chrome.zip and .output/ecsign-firefox.zip, the files users install.
import { defineConfig } from 'wxt';

/** The add-on id Firefox knows the extension by: it keeps its storage and permissions across updates. */
export const GECKO_ID = 'extension@ecsign.app';

export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // Imports are written out (`wxt/browser`, `wxt/utils/...`) so every file says where its names come from.
  imports: false,
  browser: 'chrome',
  // Firefox too: the worker calls browser.action, which only MV3 has (MV2 calls it browserAction).
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    name: 'ecsign',
    description:
      'ecsign electronic contract signing: log in to your ecsign server, see your to-do list, sign, and verify the signatures of PDFs.',
    // contextMenus: "Verify signatures" on links and PDFs. activeTab: that click lets the worker read
    // the PDF of the tab it was made in; a link to another site needs access to that site, which the
    // popup asks for (optional_host_permissions) when a download was blocked. alarms: the unread
    // notice count on the badge is refreshed every minute.
    permissions: ['storage', 'contextMenus', 'activeTab', 'alarms'],
    // A local server works out of the box; any other address is asked for when the user enters it.
    // file:///* lets Chrome offer "Allow access to file URLs", so a downloaded PDF can be checked
    // once the user switches it on (Firefox never lets an extension read local files).
    host_permissions: ['http://127.0.0.1/*', 'http://localhost/*', ...(browser === 'firefox' ? [] : ['file:///*'])],
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    action: { default_title: 'ecsign' },
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: GECKO_ID,
          // 140 (ESR) on the desktop, 142 on Android: the first to know data_collection_permissions,
          // which addons.mozilla.org asks every new add-on for.
          strict_min_version: '140.0',
          // The extension sends the sign-in details the user types (account, password, mobile
          // number) to the ecsign server the user chose, and nothing to anyone else.
          data_collection_permissions: { required: ['authenticationInfo', 'personallyIdentifyingInfo'] },
        },
        gecko_android: { strict_min_version: '142.0' },
      },
    }),
  }),
  zip: {
    artifactTemplate: 'ecsign-{{browser}}.zip',
    // A sources zip of this folder alone would miss @ecsign/core, which the bundle is built from:
    // a store review needs the whole repository instead.
    zipSources: false,
  },
  hooks: {
    // `imports: false` still leaves WXT's unimport plugin injecting imports (wxt-dev/wxt#2206): it
    // mistakes a parameter named `storage` in @ecsign/core's sources for WXT's `storage` and adds an
    // import core cannot resolve. Turning the plugin's own switch off keeps it to `#imports` only.
    'config:resolved': (wxt) => {
      Object.assign(wxt.config.imports, { autoImport: false });
    },
  },
});
