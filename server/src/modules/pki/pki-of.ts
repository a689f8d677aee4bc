// The PKI of an app instance, for the code that signs, stamps and issues. installPki
// (install-pki.ts) makes it; this file only reads it, so the PKI's own helpers can use it without
// importing the installer that calls them.
import type { AppContext } from '../../context';
import type { PkiServices } from './install-pki';

/** The installed PKI; throws when buildApp has not installed it for this context. */
export function pkiOf(context: AppContext): PkiServices {
  const services = context.services.pki;
  if (!services) throw new Error('the PKI is not installed for this app (buildApp installs it)');
  return services;
}
