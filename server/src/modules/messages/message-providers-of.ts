// Which providers an app instance sends through. The app installs them when it builds its routes
// (those the configuration names — SMTP or the sandbox outbox — unless something else was installed
// first); tests install fakes the same way.
import type { AppContext } from '../../context';
import { createConfiguredProviders } from './create-configured-providers';
import type { MessageLog, MessageProviders } from './message-providers';

const installed = new WeakMap<AppContext, MessageProviders>();
const silent: MessageLog = { info: () => undefined, error: () => undefined };

export function installMessageProviders(context: AppContext, providers: MessageProviders): void {
  installed.set(context, providers);
}

export function messageProvidersOf(context: AppContext, log: MessageLog = silent): MessageProviders {
  let providers = installed.get(context);
  if (!providers) {
    providers = createConfiguredProviders(context, log);
    installed.set(context, providers);
  }
  return providers;
}
