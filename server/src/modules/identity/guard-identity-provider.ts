// Wraps an identity provider so that its failures reach the caller as UPSTREAM_SERVICE_FAILED with
// a scrubbed message and no cause attached: the error handler logs 5xx errors, and a provider's own
// error (an HTTP client's, say) may quote the ID number it was sent.
import { AppError } from '@ecsign/core/errors';
import type { IdentityProvider } from './identity-provider';
import { scrubIdentityNumbers } from './scrub-identity-numbers';

const METHODS = [
  'checkPersonTwoElements',
  'checkBankFourElements',
  'startFaceCheck',
  'readFaceCheckResult',
  'recognizeIdCard',
  'checkEnterprise',
  'recognizeBusinessLicence',
  'startRemittance',
] as const satisfies readonly Exclude<keyof IdentityProvider, 'name'>[];

export function guardIdentityProvider(provider: IdentityProvider): IdentityProvider {
  const guarded: Record<string, unknown> = { name: provider.name };
  for (const key of METHODS) {
    guarded[key] = async (...args: unknown[]) => {
      try {
        return await (provider[key] as (...a: unknown[]) => Promise<unknown>).apply(provider, args);
      } catch (error) {
        if (error instanceof AppError) throw error;
        const message = scrubIdentityNumbers(error instanceof Error ? error.message : String(error));
        throw new AppError('UPSTREAM_SERVICE_FAILED', {
          internal: `identity provider ${provider.name}.${key}: ${message}`,
        });
      }
    };
  }
  return guarded as unknown as IdentityProvider;
}
