// The PKI of one app instance: the keystore opened with the master key, and the platform CA made
// or loaded. buildApp installs it before any route runs, so a wrong or missing master key stops
// the start, and code running inside a caller's transaction never has to create the CA.
import type { CryptoEngine } from '@ecsign/core/pdf';
import type { AppContext } from '../../context';
import { ensurePlatformCa, renewalThreshold } from './ensure-platform-ca';
import { fulfilPendingCertificates } from './fulfil-pending-certificates';
import { loadConfiguredCa } from './load-configured-ca';
import { createNodeCryptoEngine } from './node-crypto-engine';
import { openKeystore, type Keystore } from './open-keystore';
import type { Authority, PlatformCa } from './platform-ca';
import { resolveMasterKey, type MasterKey } from './resolve-master-key';

export interface PkiServices {
  readonly engine: CryptoEngine;
  readonly keystore: Keystore;
  /** Where the master key came from ('generated': written to `masterKeyPath` by this start). */
  readonly masterKeySource: MasterKey['source'];
  readonly masterKeyPath?: string;
  /** The CA, with a fresh OCSP or TSA certificate made first when the current one nears its end. */
  ca(): Promise<PlatformCa>;
  /** The CA as last loaded, without touching the database (for work inside a caller's transaction). */
  caSnapshot(): PlatformCa;
}

export async function installPki(context: AppContext): Promise<PkiServices> {
  const existing = context.services.pki;
  if (existing) return existing;
  const masterKey = resolveMasterKey(context.config);
  // node:crypto signs and hashes (twice WebCrypto's rate); SM2/SM3 run in core's plain TypeScript.
  const engine = createNodeCryptoEngine();
  const keystore = await openKeystore({ db: context.database.db, masterKey, engine });
  const configured = await loadConfiguredCa(context.config, engine);
  const ensure = () =>
    ensurePlatformCa({ db: context.database.db, keystore, config: context.config, now: context.now(), configured });
  let snapshot = await ensure();
  let refreshing: Promise<PlatformCa> | undefined;
  const endsBefore = (authority: Authority, threshold: Date) => authority.certificate.notAfter <= threshold;
  const stale = (ca: PlatformCa, now: Date) =>
    [ca.default, ca.sm2].some((h) => h && endsBefore(h.ocsp, renewalThreshold('OCSP', h.issuing, now))) ||
    endsBefore(ca.default.tsa, renewalThreshold('TSA', ca.default.issuing, now));
  const services: PkiServices = Object.freeze({
    engine,
    keystore,
    masterKeySource: masterKey.source,
    masterKeyPath: masterKey.path,
    async ca() {
      if (!stale(snapshot, context.now())) return snapshot;
      refreshing ??= ensure().finally(() => (refreshing = undefined));
      return (snapshot = await refreshing);
    },
    caSnapshot: () => snapshot,
  });
  context.services.pki = services;
  await fulfilPendingCertificates(context);
  return services;
}
