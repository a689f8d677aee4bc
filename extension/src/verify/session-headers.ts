// The session token goes with a download only to the ecsign server the extension is set up for:
// its contract PDFs answer 401 without it, and no other site may ever see it. "Same server" means
// the same origin (scheme, host and port), so a look-alike host or another port gets nothing.

/** `Authorization: Bearer …` when `url` is on `serverAddress`'s origin and a token is there; else no header. */
export function sessionHeadersFor(
  url: string,
  serverAddress: string,
  accessToken: string | undefined,
): Record<string, string> {
  if (!accessToken) return {};
  try {
    return new URL(url).origin === new URL(serverAddress).origin ? { Authorization: `Bearer ${accessToken}` } : {};
  } catch {
    return {};
  }
}
