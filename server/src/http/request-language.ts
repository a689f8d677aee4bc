import { parseLanguage, type TLanguage } from '@ecsign/core/i18n';
import type { FastifyRequest } from 'fastify';

/** The language a reply's texts use: Accept-Language's first tag, zh by default. */
export function requestLanguage(request: FastifyRequest): TLanguage {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  if (first?.toLowerCase() === 'zh-tw' || first?.toLowerCase() === 'zh-hk') return 'zh-TW';
  return parseLanguage(first?.split('-')[0]);
}
