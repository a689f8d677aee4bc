// The blob store cannot be used (bucket missing, credentials refused, endpoint unreachable). It is a
// ConfigError so that the start fails with its one line, like any other wrong setting.
import { ConfigError } from '../config';

export class BlobStoreUnavailableError extends ConfigError {
  override name = 'BlobStoreUnavailableError';
}
