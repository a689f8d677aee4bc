// QR code configuration (catalogue group 624): platform staff read and change it; any signed-in
// caller reads what the portal draws its own codes with.
import { ZPortalQrSettings, ZQrCodeSettings, ZQrCodeSettingsUpdate } from '../model/qr-code-settings';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

const staff = access.activeAccount('platform:config');

export const qrCodeSettings = {
  settings: endpoint({
    method: 'GET',
    path: '/bc/assemble/qrcode/settings',
    summary: 'The QR code settings of the certificate of completion',
    access: staff,
    input: {},
    reply: ZQrCodeSettings,
    errors: [],
  }),
  portal: endpoint({
    method: 'GET',
    path: '/bc/assemble/qrcode/portal',
    summary: "What the portal draws its own QR codes with (the staff's base URL, size and level)",
    access: access.signedIn(),
    input: {},
    reply: ZPortalQrSettings,
    errors: [],
  }),
  update: endpoint({
    method: 'POST',
    path: '/bc/assemble/qrcode/update',
    summary: 'Changes the QR code settings; an empty base URL goes back to PUBLIC_URL',
    access: staff,
    input: { body: ZQrCodeSettingsUpdate },
    reply: ZQrCodeSettings,
    errors: ['QR_CODE_INVALID'],
  }),
} as const;
