// The installable deflater: createStream compresses with whatever useDeflate installed (the
// server's node:zlib), fflate by default; either way the stream inflates back to its data.
import { deflateSync } from 'node:zlib';
import { unzlibSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { PdfDict } from '../parse/model/pdf-dict';
import { createStream } from './create-stream';
import { useDeflate } from './deflate';

const data = new TextEncoder().encode('BT /F1 12 Tf 72 712 Td (ecsign) Tj ET\n'.repeat(200));

describe('useDeflate', () => {
  afterEach(() => useDeflate(undefined));

  it('is what createStream compresses with; fflate again once reset', () => {
    let calls = 0;
    useDeflate((input) => {
      calls++;
      return new Uint8Array(deflateSync(input));
    });
    const native = createStream(new PdfDict(), data);
    expect(calls).toBe(1);
    expect(unzlibSync(native.raw)).toEqual(data);
    expect(native.dict.get('Length')).toBe(native.raw.length);
    useDeflate(undefined);
    const fallback = createStream(new PdfDict(), data);
    expect(calls).toBe(1);
    expect(unzlibSync(fallback.raw)).toEqual(data);
  });
});
