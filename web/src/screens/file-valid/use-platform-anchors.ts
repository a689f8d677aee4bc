// The trust anchors of the browser check: the platform's root certificates (RSA/EC, and SM2 when
// the server runs that CA), fetched once from /ecapi/pki. Without them the check still runs —
// integrity, coverage and changes after signing need no anchor — but nothing can be trusted, and
// the page says so.
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from '../../app/portal-session';

const PLATFORM_ROOTS = [endpoints.pki.rootPem, endpoints.pki.sm2RootPem];

export type TAnchorStatus = 'loading' | 'loaded' | 'missing';

/** The root's PEM, or undefined when the server has none (the SM2 CA off) or cannot be reached. */
async function fetchPem(api: ApiClient, root: (typeof PLATFORM_ROOTS)[number]): Promise<string | undefined> {
  try {
    const file = await api.download(root, {}, { noToken: true });
    const text = new TextDecoder().decode(file.bytes);
    return text.includes('-----BEGIN CERTIFICATE-----') ? text : undefined;
  } catch {
    return undefined;
  }
}

export function usePlatformAnchors() {
  const { api } = usePortalSession();
  const [status, setStatus] = useState<TAnchorStatus>('loading');
  const ready = useRef<Promise<string[]> | null>(null);
  ready.current ??= Promise.all(PLATFORM_ROOTS.map((root) => fetchPem(api, root))).then((pems) =>
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
