// Downloads the file to check. With the session token, a redirect is not followed with it: the
// redirect could point at another site, and that site must not get the token. Such a download is
// made again without the token, letting the browser follow the redirect as for any other link.

export async function fetchPdf(
  url: string,
  fetchFn: typeof fetch,
  headers: Record<string, string> = {},
): Promise<Response> {
  // Cookies too: a site that keeps its own login in cookies lets the user's download through.
  const plain = () => fetchFn(url, { credentials: 'include' });
  if (!headers.Authorization) return plain();
  const reply = await fetchFn(url, { credentials: 'include', headers, redirect: 'manual' });
  const redirected = reply.type === 'opaqueredirect' || (reply.status >= 300 && reply.status < 400);
  return redirected ? plain() : reply;
}
