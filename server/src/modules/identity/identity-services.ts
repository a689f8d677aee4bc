// Which identity provider and certificate issuer an app instance uses: the provider IDENTITY_PROVIDER
// names (the sandbox by default, Tencent Cloud or manual review) and the platform CA (the pending
// issuer for a context built without the PKI), unless others were installed first (a test's spy).
import type { AppContext } from '../../context';
import { createPlatformCertificateIssuer } from '../pki/create-platform-certificate-issuer';
import type { CertificateIssuer } from './certificate-issuer';
import { createPendingCertificateIssuer } from './create-pending-certificate-issuer';
import { createManualIdentityProvider } from './create-manual-identity-provider';
import { createSandboxIdentityProvider, type SandboxLog } from './create-sandbox-identity-provider';
import { createTencentIdentityProvider } from './create-tencent-identity-provider';
import { guardIdentityProvider } from './guard-identity-provider';
import type { IdentityProvider } from './identity-provider';

export interface IdentityServices {
  provider: IdentityProvider;
  certificateIssuer: CertificateIssuer;
}

export function installIdentityServices(context: AppContext, services: IdentityServices): void {
  context.services.identity = { ...services, provider: guardIdentityProvider(services.provider) };
}

export function identityServicesOf(context: AppContext, log?: SandboxLog): IdentityServices {
  return (context.services.identity ??= {
    provider: guardIdentityProvider(configuredProvider(context, log)),
    certificateIssuer: context.services.pki
      ? createPlatformCertificateIssuer(context)
      : createPendingCertificateIssuer(context.now),
  });
}

function configuredProvider(context: AppContext, log?: SandboxLog): IdentityProvider {
  switch (context.config.IDENTITY_PROVIDER) {
    case 'tencent':
      return createTencentIdentityProvider(context);
    case 'manual':
      return createManualIdentityProvider();
    default:
      return createSandboxIdentityProvider(context, log);
  }
}
