// A seal's picture for an <img>: the image call needs the bearer token, so the bytes are fetched
// with the api client and shown through an object URL (released when no longer shown).
import { useEffect, useState } from 'react';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from '../../app/portal-session';

export function useSealImage(sealId: string, version: string): string | undefined {
  const { api } = usePortalSession();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let alive = true;
    let objectUrl: string | undefined;
    void api
      .download(endpoints.seals.image, { query: { sealId } })
      .then(({ bytes, contentType }) => {
        if (!alive) return;
        objectUrl = URL.createObjectURL(new Blob([bytes as BlobPart], { type: contentType }));
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, sealId, version]);
  return url;
}
