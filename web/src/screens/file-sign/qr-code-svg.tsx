// A QR code drawn as an SVG from core's module matrix (the same one the server prints on the
// certificate of completion), with the quiet zone the standard asks for. The portal's codes pass
// the staff's error-correction level (portal-qr-code.tsx).
import { useMemo } from 'react';
import { qrMatrix, type TQrErrorCorrectionLevel } from '@ecsign/core/model';

const QUIET = 4;

export function QrCodeSvg(props: {
  text: string;
  size?: number;
  errorCorrectionLevel?: TQrErrorCorrectionLevel;
  label: string;
}) {
  const { text, size = 160, errorCorrectionLevel, label } = props;
  const path = useMemo(() => {
    const matrix = qrMatrix(text, errorCorrectionLevel ? { errorCorrectionLevel } : {});
    let d = '';
    matrix.dark.forEach((dark, index) => {
      if (!dark) return;
      const x = (index % matrix.size) + QUIET;
      const y = Math.floor(index / matrix.size) + QUIET;
      d += `M${x} ${y}h1v1h-1z`;
    });
    return { d, cells: matrix.size + QUIET * 2 };
  }, [text, errorCorrectionLevel]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="qr-code"
      data-text={text}
      data-level={errorCorrectionLevel ?? 'M'}
      width={size}
      height={size}
      viewBox={`0 0 ${path.cells} ${path.cells}`}
      shapeRendering="crispEdges"
    >
      <rect width={path.cells} height={path.cells} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
