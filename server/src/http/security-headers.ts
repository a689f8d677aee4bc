// Security headers on every reply, portal and /ecapi alike. The portal is one ES module bundle
// plus pdf.js's module worker, all from our own origin, so scripts and workers need nothing but
// 'self'; Mantine sets inline style attributes and <style> tags, hence 'unsafe-inline' for styles
// only. Images are our own, data: (bundled icons) or blob: (seal previews); nothing may frame us.
import type { FastifyInstance } from 'fastify';

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
};

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    // A PDF opened in the browser's own viewer counts as a plugin: object-src 'none' on it would
    // block the viewer, and a PDF runs none of our scripts anyway.
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/pdf'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    return payload;
  });
}
