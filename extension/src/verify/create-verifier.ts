// "Verify signatures" from start to end, for the service worker: note the file as being checked,
// fetch the platform roots of the configured server, download and check the PDF, and keep the
// result for the popup, which shows it. The toolbar badge is left alone: it is the to-do count
// (badge/create-toolbar-badge.ts), and a ✓ or ✗ there hid the contracts waiting for a signature. A download the browser blocks for want of
// access to the site is reported with its origin, so the popup can ask for access and try again.
// The session token goes along only to the configured server (its contract PDFs need it), and a
// local file the browser will not let the extension read is reported with what to do about it.
import type { CryptoEngine } from '@ecsign/core/pdf';
import { checkDownloadedPdf } from './check-downloaded-pdf';
import { isFileUrl, type TFileAccess } from './file-access';
import { fileNameOf } from './file-name-of';
import { loadPlatformAnchors } from './load-platform-anchors';
import { sessionHeadersFor } from './session-headers';
import type { TVerifyResult } from './verify-result';
import type { VerifyResultsStore } from './verify-results-store';

export interface VerifierDeps {
  readonly fetch: typeof fetch;
  readonly engine: CryptoEngine;
  readonly results: VerifyResultsStore;
  readonly serverAddress: () => Promise<string>;
  /** Whether the extension may read `origin` ("https://example.com"). */
  readonly hasAccess: (origin: string) => Promise<boolean>;
  readonly now: () => number;
  /** The token of the logged-in session, if any; sent to the configured server only. */
  readonly accessToken?: () => Promise<string | undefined>;
  /** Whether local files can be read; without it a file:// URL is simply tried. */
  readonly fileAccess?: () => Promise<TFileAccess>;
}

export interface Verifier {
  verify(url: string): Promise<TVerifyResult>;
}

export function createVerifier(deps: VerifierDeps): Verifier {
  let sequence = 0;
  return {
    async verify(url) {
      const id = `${deps.now()}-${++sequence}`;
      const checking: TVerifyResult = { id, url, name: url, checkedAt: deps.now(), state: 'checking' };
      await deps.results.put(checking);
      const fileAccess = isFileUrl(url) && deps.fileAccess ? await deps.fileAccess() : 'allowed';
      let result: TVerifyResult;
      if (fileAccess !== 'allowed') {
        // Trying would only fail with "Failed to fetch": say instead what the user can do.
        const reason = 'file access';
        result = { ...checking, name: fileNameOf(url, null), state: 'fetch-failed', reason, fileAccess };
      } else {
        const server = await deps.serverAddress();
        const anchors = await loadPlatformAnchors(server, deps.fetch);
        const headers = sessionHeadersFor(url, server, await deps.accessToken?.());
        result = await checkDownloadedPdf(url, { ...deps, trustAnchors: anchors, id, headers });
      }
      if (result.state === 'fetch-failed' && /^https?:/.test(url)) {
        const { origin } = new URL(url);
        if (!(await deps.hasAccess(origin))) result = { ...result, origin };
      }
      await deps.results.put(result);
      return result;
    },
  };
}
