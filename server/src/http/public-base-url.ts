// The address people reach this server at: PUBLIC_URL, else this machine's local address. Every
// link that leaves the server — in certificates, QR codes and messages — starts with it.
import type { ServerConfig } from '../config';

export function publicBaseUrl(config: Pick<ServerConfig, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`;
}
