// A QR code of the portal (the contract summary's link to /verify, "continue signing on a phone")
// drawn with the staff's QR code settings: their base URL before the page's path (the page's own
// address when none is set), their error-correction level and size. Nothing is drawn until the
// settings arrive, so nobody scans a code that is about to change; when they cannot be read the
// page's own address and the defaults are used.
import { useCallback } from 'react';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from '../../app/portal-session';
import { useRemoteData } from '../../components/remote-data/use-remote-data';
import { PORTAL_QR_FALLBACK, portalQrLink, qrPixels } from './portal-qr-link';
import { QrCodeSvg } from './qr-code-svg';

export function PortalQrCode(props: { path: string; label: string }) {
  const { api } = usePortalSession();
  const settings = useRemoteData(useCallback(() => api.call(endpoints.qrCodeSettings.portal), [api]));
  if (settings.loading && !settings.data) return null;
  const drawing = settings.data ?? PORTAL_QR_FALLBACK;
  return (
    <QrCodeSvg
      text={portalQrLink(drawing.baseUrl, props.path, window.location.origin)}
      size={qrPixels(drawing.size)}
      errorCorrectionLevel={drawing.errorCorrectionLevel}
      label={props.label}
    />
  );
}
