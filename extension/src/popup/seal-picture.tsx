// The seal's or signature's picture (endpoints.seals.image) beside its name in the popup's
// signing view; while it loads, or when it cannot be shown, the name alone tells which one it is.
import { useEffect, useState } from 'react';
import type { PopupSigningClient } from './popup-signing-client';

export function SealPicture(props: { client: PopupSigningClient; sealId: string; name: string }) {
  const { client, sealId, name } = props;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    client.sealImage(sealId).then(
      ({ bytes, contentType }) => {
        if (!live) return;
        made = URL.createObjectURL(new Blob([bytes.slice()], { type: contentType }));
        setUrl(made);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [client, sealId]);
  if (!url) return null;
  return (
    <img src={url} alt={name} width={48} height={48} style={{ objectFit: 'contain' }} data-testid="sign-seal-picture" />
  );
}
