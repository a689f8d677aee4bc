// The text lines under the seal: --name-text (alone: the certificate holder's name) and
// --date-text (alone: the signing day, YYYY-MM-DD in local time).
import type { Certificate } from '@ecsign/core/pdf';

export interface AppearanceTextOptions {
  readonly nameText?: string | boolean;
  readonly dateText?: string | boolean;
}

export function appearanceLines(options: AppearanceTextOptions, signer: Certificate, signingTime: Date): string[] {
  const lines: string[] = [];
  if (options.nameText === true) lines.push(signer.subject.commonName ?? '');
  else if (options.nameText) lines.push(options.nameText);
  if (options.dateText === true) lines.push(localDay(signingTime));
  else if (options.dateText) lines.push(options.dateText);
  return lines.filter((line) => line.length > 0);
}

function localDay(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
