// A seal or signature shown on a light checkerboard, so its transparent ground is visible.
import { Box, Loader } from '@mantine/core';
import { useSealImage } from './use-seal-image';

export function SealPicture(props: { sealId: string; version: string; alt: string; height?: number }) {
  const url = useSealImage(props.sealId, props.version);
  const height = props.height ?? 110;
  return (
    <Box
      h={height}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 6,
        background: 'repeating-conic-gradient(#f1f3f5 0% 25%, #fff 0% 50%) 50% / 16px 16px',
      }}
    >
      {url ? (
        <img
          src={url}
          alt={props.alt}
          data-testid="seal-picture"
          style={{ maxHeight: height - 10, maxWidth: '100%' }}
        />
      ) : (
        <Loader size="sm" />
      )}
    </Box>
  );
}
