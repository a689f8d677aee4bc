// Saving the server address in the options page: the address is checked, access to its host is
// asked for (Chrome prompts only for servers outside the manifest's own, and only during the click
// that saves, so nothing is awaited before the request), then it is remembered. Changing the server
// ends the session kept for the former one, so its token never goes to the new server.
import type { ServerAddressMemory } from '../connection/remembered-server-address';
import { hostAccessPattern } from '../connection/host-access-pattern';
import { normalizeServerAddress } from '../connection/normalize-server-address';
import type { HostPermissions } from '../extension-platform';

export type TSaveServerResult =
  { kind: 'invalid' } | { kind: 'denied'; address: string } | { kind: 'saved'; address: string; loggedOut: boolean };

export async function saveServerAddress(options: {
  input: string;
  permissions: Pick<HostPermissions, 'request'>;
  memory: ServerAddressMemory;
  /** Ends the session kept for `address`, if there is one; answers whether there was. */
  logOutOf(address: string): Promise<boolean>;
}): Promise<TSaveServerResult> {
  const address = normalizeServerAddress(options.input);
  if (!address) return { kind: 'invalid' };
  const granted = await options.permissions.request({ origins: [hostAccessPattern(address)] }).catch(() => false);
  if (!granted) return { kind: 'denied', address };
  const former = await options.memory.load();
  await options.memory.save(address);
  const loggedOut = former !== address && (await options.logOutOf(former));
  return { kind: 'saved', address, loggedOut };
}
