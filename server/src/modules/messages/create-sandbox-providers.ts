// The default SMS and e-mail providers: nothing leaves the machine; every message goes to the
// sandbox outbox (see writeSandboxOutbox).
import type { AppContext } from '../../context';
import type { MessageLog, MessageProviders } from './message-providers';
import { writeSandboxOutbox } from './write-sandbox-outbox';

export function createSandboxProviders(context: AppContext, log: MessageLog): MessageProviders {
  return {
    sms: { name: 'sandbox-sms', send: (message) => writeSandboxOutbox(context, log, { channel: 'SMS', ...message }) },
    email: {
      name: 'sandbox-email',
      send: (message) => writeSandboxOutbox(context, log, { channel: 'EMAIL', ...message }),
    },
  };
}
