// "Verify signatures" from start to end, for the service worker: note the file as being checked
// (badge …), fetch the platform roots of the configured server, download and check the PDF, keep
// the result for the popup and set the badge ✓ or ✗. A download the browser blocks for want of
// access to the site is reported with its origin, so the popup can ask for access and try again.
import type { CryptoEngine } from '@ecsign/core/pdf';
import { badgeFor, type TBadge } from './badge-for';
import { checkDownloadedPdf } from './check-downloaded-pdf';
import { loadPlatformAnchors } from './load-platform-anchors';
import type { TVerifyResult } from './verify-result';
import type { VerifyResultsStore } from './verify-results-store';

export interface VerifierDeps {
  readonly fetch: typeof fetch;
  readonly engine: CryptoEngine;
  readonly results: VerifyResultsStore;
  readonly serverAddress: () => Promise<string>;
  readonly setBadge: (badge: TBadge) => Promise<void>;
  /** Whether the extension may read `origin` ("https://example.com"). */
  readonly hasAccess: (origin: string) => Promise<boolean>;
  readonly now: () => number;
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
      await deps.setBadge(badgeFor(checking));
      const anchors = await loadPlatformAnchors(await deps.serverAddress(), deps.fetch);
      let result = await checkDownloadedPdf(url, { ...deps, trustAnchors: anchors, id });
      if (result.state === 'fetch-failed' && /^https?:/.test(url)) {
        const { origin } = new URL(url);
        if (!(await deps.hasAccess(origin))) result = { ...result, origin };
      }
      await deps.results.put(result);
      await deps.setBadge(badgeFor(result));
      return result;
    },
  };
}
