// Build configuration of the ecsign extension: Chrome MV3, React popup, background worker.
// `wxt build` writes the unpacked extension to .output/chrome-mv3.
import { defineConfig } from 'wxt';

export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // Imports are written out (`wxt/browser`, `wxt/utils/...`) so every file says where its names come from.
  imports: false,
  browser: 'chrome',
  manifestVersion: 3,
  manifest: {
    name: 'ecsign',
    description:
      'ecsign electronic contract signing: log in to your ecsign server, see your to-do list, sign, and verify the signatures of PDFs.',
    // contextMenus: "Verify signatures" on links and PDFs. activeTab: that click lets the worker read
    // the PDF of the tab it was made in; a link to another site needs access to that site, which the
    // popup asks for (optional_host_permissions) when a download was blocked. alarms: the unread
    // notice count on the badge is refreshed every minute.
    permissions: ['storage', 'contextMenus', 'activeTab', 'alarms'],
    // A local server works out of the box; any other address is asked for when the user enters it.
    host_permissions: ['http://127.0.0.1/*', 'http://localhost/*'],
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    action: { default_title: 'ecsign' },
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
