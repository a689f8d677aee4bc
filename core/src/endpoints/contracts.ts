// The contract endpoints declared so far; the rest of the module's routes are still mounted by hand
// (server modules-not-yet-declared.fixture.ts lists it).
import { ZPopupSignableReply, ZPopupSignableRequest } from '../model/contracts/popup-signing';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

export const contracts = {
  popupSignable: endpoint({
    method: 'POST',
    path: '/contract/popupSignable',
    summary:
      "Which of the caller's to-dos (on the active account) the extension's popup may sign by itself: fields placed, none filled in by the signer, the default seal or signature at hand",
    access: access.signedIn(),
    input: { body: ZPopupSignableRequest },
    reply: ZPopupSignableReply,
    errors: [],
  }),
};
