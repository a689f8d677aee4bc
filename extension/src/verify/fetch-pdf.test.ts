// A download with the session token does not follow a redirect with it: the redirect target is
// fetched again without the token, so a server that points elsewhere cannot hand the token on.
import { describe, expect, it } from 'vitest';
import { fetchPdf } from './fetch-pdf';

function recording(first: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return calls.length === 1 ? first : new Response('after redirect');
  }) as typeof fetch;
  return { calls, fetchFn };
}

describe('fetchPdf', () => {
  it('without a token: one plain download that follows redirects as the browser does', async () => {
    const { calls, fetchFn } = recording(new Response('pdf'));
    await fetchPdf('https://docs.example/a.pdf', fetchFn);
    expect(calls).toEqual([{ url: 'https://docs.example/a.pdf', init: { credentials: 'include' } }]);
  });

  it('with a token: sent once, redirects not followed with it', async () => {
    const { calls, fetchFn } = recording(new Response('pdf'));
    const reply = await fetchPdf('https://ec.example/a.pdf', fetchFn, { Authorization: 'Bearer t' });
    expect(await reply.text()).toBe('pdf');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init).toMatchObject({ headers: { Authorization: 'Bearer t' }, redirect: 'manual' });
  });

  it('a redirect answered to the token is downloaded again without it', async () => {
    const { calls, fetchFn } = recording(
      new Response(null, { status: 302, headers: { location: 'https://elsewhere.example/a.pdf' } }),
    );
    const reply = await fetchPdf('https://ec.example/a.pdf', fetchFn, { Authorization: 'Bearer t' });
    expect(await reply.text()).toBe('after redirect');
    expect(calls[1]).toEqual({ url: 'https://ec.example/a.pdf', init: { credentials: 'include' } });
  });
});
