// Runs a stream's filter chain. Image codecs (DCT, JPX, JBIG2, CCITT) are not ours to decode: the
// chain stops there and says which filters remain, so a caller gets e.g. the JPEG bytes as they are.
import { PdfDict } from '../model/pdf-dict';
import { isInteger, isName, type PdfValue } from '../model/pdf-value';
import { applyPredictor } from './apply-predictor';
import { ascii85Decode } from './ascii85-decode';
import { asciiHexDecode } from './ascii-hex-decode';
import { MAX_DECODED_STREAM_BYTES } from './decode-limit';
import { flateDecode } from './flate-decode';
import { lzwDecode } from './lzw-decode';
import { runLengthDecode } from './run-length-decode';

export interface DecodedStream {
  data: Uint8Array;
  /** False when a filter met corrupt or truncated data and `data` is only what could be decoded. */
  complete: boolean;
  /** Filters not applied (image codecs, unknown names): `data` is still encoded by these, in order. */
  remainingFilters: string[];
}

/** Inline-image abbreviations (ISO 32000-1 Table 94) are accepted too. */
const ALIASES: Record<string, string> = {
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  LZW: 'LZWDecode',
  Fl: 'FlateDecode',
  RL: 'RunLengthDecode',
  CCF: 'CCITTFaxDecode',
  DCT: 'DCTDecode',
};

/** `filter` and `parms` are the resolved /Filter and /DecodeParms (a name or an array of them). */
export function decodeFilters(
  raw: Uint8Array,
  filter: PdfValue | undefined,
  parms: PdfValue | undefined,
): DecodedStream {
  const names = (Array.isArray(filter) ? filter : filter === undefined || filter === null ? [] : [filter]).map((f) =>
    isName(f) ? (ALIASES[f.value] ?? f.value) : '?',
  );
  const parmList = Array.isArray(parms) ? parms : [parms];
  let data = raw;
  let complete = true;
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const p = parmList[i] instanceof PdfDict ? (parmList[i] as PdfDict) : undefined;
    switch (name) {
      case 'FlateDecode': {
        const result = flateDecode(data);
        complete &&= result.complete;
        data = predict(result.data, p);
        break;
      }
      case 'LZWDecode': {
        const decoded = lzwDecode(data, numberOf(p, 'EarlyChange', 1));
        // A decoder that reached the limit stopped there: the stream is cut short.
        complete &&= decoded.length < MAX_DECODED_STREAM_BYTES;
        data = predict(decoded, p);
        break;
      }
      case 'ASCIIHexDecode':
        data = asciiHexDecode(data);
        break;
      case 'ASCII85Decode':
        data = ascii85Decode(data);
        break;
      case 'RunLengthDecode':
        data = runLengthDecode(data);
        complete &&= data.length < MAX_DECODED_STREAM_BYTES;
        break;
      case 'Crypt':
        break; // applied by the reader's decryption before the filters run
      default:
        return { data, complete, remainingFilters: names.slice(i) };
    }
  }
  return { data, complete, remainingFilters: [] };
}

function numberOf(parms: PdfDict | undefined, key: string, fallback: number): number {
  const value = parms?.get(key);
  return isInteger(value) ? value : fallback;
}

function predict(data: Uint8Array, parms: PdfDict | undefined): Uint8Array {
  const predictor = numberOf(parms, 'Predictor', 1);
  if (predictor <= 1) return data;
  return applyPredictor(data, {
    predictor,
    colors: Math.max(1, numberOf(parms, 'Colors', 1)),
    bitsPerComponent: Math.max(1, numberOf(parms, 'BitsPerComponent', 8)),
    columns: Math.max(1, numberOf(parms, 'Columns', 1)),
  });
}
