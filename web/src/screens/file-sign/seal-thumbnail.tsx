// A seal's or signature's picture (endpoints.seals.image) as a small image;
// while it loads, or when it cannot be shown, only the name beside it tells which one it is.
import { useEffect, useState } from 'react';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from '../../app/portal-session';

export function SealThumbnail(props: { sealId: string; name: string }) {
  const { api } = usePortalSession();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    let live = true;
    let made: string | null = null;
    api.download(endpoints.seals.image, { query: { sealId: props.sealId } }).then(
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
  }, [api, props.sealId]);
  if (!url) return null;
  return <img src={url} alt={props.name} width={56} height={56} style={{ objectFit: 'contain' }} />;
}
