// Security headers on every reply, portal and /ecapi alike. The portal is one ES module bundle
// plus pdf.js's module worker, all from our own origin, so scripts and workers need nothing but
// 'self'; Mantine sets inline style attributes and <style> tags, hence 'unsafe-inline' for styles
// only. Images are our own, data: (bundled icons) or blob: (seal previews); nothing may frame us.
// The portal uses no camera, microphone, location, payment or device API, so Permissions-Policy
// switches them off for us and anything we might embed; our window and our files are our own
// (COOP, CORP same-origin). HSTS is sent only where the request arrived over HTTPS — on our own TLS
// socket, or behind a trusted proxy (TRUST_PROXY) that says so in X-Forwarded-Proto — since a
// plain-HTTP development server must stay reachable.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** Two years, subdomains included: the platform is served over HTTPS only once it is. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export function installSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'TRUST_PROXY'>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (isHttps(request.raw, config.TRUST_PROXY)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    // A PDF opened in the browser's own viewer counts as a plugin: object-src 'none' on it would
    // block the viewer, and a PDF runs none of our scripts anyway.
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/pdf'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    return payload;
  });
}

function isHttps(raw: IncomingMessage, trustProxy: boolean): boolean {
  if ((raw.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = raw.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}
