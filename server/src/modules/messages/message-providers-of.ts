// Which providers an app instance sends through. The app installs them when it builds its routes
// (those the configuration names — SMTP or the sandbox outbox — unless something else was installed
// first); tests install fakes the same way.
import type { AppContext } from '../../context';
import { createConfiguredProviders } from './create-configured-providers';
import type { MessageLog, MessageProviders } from './message-providers';

const silent: MessageLog = { info: () => undefined, error: () => undefined };

export function installMessageProviders(context: AppContext, providers: MessageProviders): void {
  context.services.messages = providers;
}

export function messageProvidersOf(context: AppContext, log: MessageLog = silent): MessageProviders {
  return (context.services.messages ??= createConfiguredProviders(context, log));
}
