// A new stream object for an update (an appearance stream, an image, a DSS blob): the data is
// Flate-compressed unless asked not to, and /Filter and /Length are set to match.
import { deflate } from './deflate';
import type { PdfDict } from '../parse/model/pdf-dict';
import { PdfName } from '../parse/model/pdf-name';
import { PdfStream } from '../parse/model/pdf-stream';

export interface CreateStreamOptions {
  /** Flate-compress the data (default true). */
  compress?: boolean;
}

export function createStream(dict: PdfDict, data: Uint8Array, options: CreateStreamOptions = {}): PdfStream {
  const out = dict.clone();
  const compress = options.compress ?? true;
  if (compress) out.set('Filter', new PdfName('FlateDecode'));
  else out.delete('Filter');
  out.delete('DecodeParms');
  const raw = compress ? deflate(data) : data;
  out.set('Length', raw.length);
  return new PdfStream(out, raw);
}
