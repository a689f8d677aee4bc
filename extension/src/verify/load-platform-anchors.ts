// The trust anchors of the extension's checks: the root certificates of the ecsign server chosen in
// the options page (/ecapi/pki/root.pem, and the SM2 root when it has one). An unreachable server
// leaves none: signatures are still checked, but none is trusted. A plain GET of each declared
// file: the roots are public, so no session or token goes with it.
import { API_PREFIX } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';

const ROOT_PATHS = [endpoints.pki.rootPem, endpoints.pki.sm2RootPem].map((root) => `${API_PREFIX}${root.path}`);

export async function loadPlatformAnchors(serverAddress: string, fetchFn: typeof fetch): Promise<string[]> {
  const pems = await Promise.all(
    ROOT_PATHS.map(async (path) => {
      try {
        const reply = await fetchFn(`${serverAddress}${path}`);
        const text = reply.ok ? await reply.text() : '';
        return text.includes('-----BEGIN CERTIFICATE-----') ? text : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  return pems.filter((pem): pem is string => pem !== undefined);
}
