// The ecsign server the extension talks to, as the user typed it: made into a canonical
// address (scheme, host, port, path without a trailing slash) or refused.

/** Where `npm start` runs the server on the user's own machine. */
export const DEFAULT_SERVER_ADDRESS = 'http://127.0.0.1:8080';

/** The canonical form of `input`, or undefined when it is not an http(s) address of a server. */
export function normalizeServerAddress(input: string): string | undefined {
  const text = input.trim();
  if (!text) return undefined;
  // "127.0.0.1:8080" or "sign.example.com" mean http://…, the way a browser's address bar reads them.
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // Credentials, queries and fragments have no meaning for an API base and would leak into every call.
  if (url.username || url.password || url.search || url.hash) return undefined;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
