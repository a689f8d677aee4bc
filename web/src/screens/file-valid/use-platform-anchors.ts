// The trust anchors of the browser check: the platform's root certificates (RSA/EC, and SM2 when
// the server runs that CA), fetched once from /ecapi/pki. Without them the check still runs —
// integrity, coverage and changes after signing need no anchor — but nothing can be trusted, and
// the page says so.
import { useEffect, useRef, useState } from 'react';

export const PLATFORM_ROOT_URLS = ['/ecapi/pki/root.pem', '/ecapi/pki/sm2/root.pem'];

export type TAnchorStatus = 'loading' | 'loaded' | 'missing';

async function fetchPem(fetchFn: typeof fetch, url: string): Promise<string | undefined> {
  try {
    const reply = await fetchFn(url);
    const text = reply.ok ? await reply.text() : '';
    return text.includes('-----BEGIN CERTIFICATE-----') ? text : undefined;
  } catch {
    return undefined;
  }
}

export function usePlatformAnchors(fetchFn: typeof fetch = (...args) => window.fetch(...args)) {
  const [status, setStatus] = useState<TAnchorStatus>('loading');
  const ready = useRef<Promise<string[]> | null>(null);
  ready.current ??= Promise.all(PLATFORM_ROOT_URLS.map((url) => fetchPem(fetchFn, url))).then((pems) =>
    pems.filter((pem): pem is string => pem !== undefined),
  );
  useEffect(() => {
    let live = true;
    void ready.current!.then((pems) => live && setStatus(pems.length > 0 ? 'loaded' : 'missing'));
    return () => {
      live = false;
    };
  }, []);
  return { status, anchors: ready.current };
}
