// UTCTime and GeneralizedTime to Date. Validity periods and signing times decide trust, so the
// reader is strict about digits but tolerant of the forms real CAs emit (no seconds, offsets,
// fractional seconds).
import { Asn1Error } from './asn1-error';
import { TAG } from './tags';
import type { DerNode } from './der-node';

const PATTERN = /^(\d{2}|\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?(?:[.,](\d+))?(Z|[+-]\d{4})?$/;

/** Decodes a UTCTime (years 1950–2049, RFC 5280) or a GeneralizedTime node. */
export function readTime(node: DerNode): Date {
  const text = String.fromCharCode(...node.content);
  const isUtc = node.tag === TAG.UTC_TIME;
  if (!isUtc && node.tag !== TAG.GENERALIZED_TIME) throw new Asn1Error('expected a time');
  const m = PATTERN.exec(text);
  if (!m || (isUtc ? m[1]!.length !== 2 : m[1]!.length !== 4)) throw new Asn1Error(`bad time "${text}"`);
  let year = Number(m[1]);
  if (isUtc) year += year >= 50 ? 1900 : 2000;
  const ms = m[7] ? Math.round(Number(`0.${m[7]}`) * 1000) : 0;
  let t = Date.UTC(year, Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0), ms);
  const zone = m[8];
  if (zone && zone !== 'Z') {
    const sign = zone[0] === '+' ? 1 : -1;
    t -= sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5))) * 60_000;
  }
  if (Number.isNaN(t)) throw new Asn1Error(`bad time "${text}"`);
  return new Date(t);
}
