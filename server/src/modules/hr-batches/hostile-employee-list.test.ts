// A decompression bomb as the HR employee list (R-start-hr-contract): an .xlsx of about 1 MB whose
// sheet inflates to a gibibyte, declared honestly or hidden behind a false size. Both are refused
// through the real upload route with the catalogue's "file too large" in the user's language
// (not "unsupported type"), cheaply in CPU time, with the server's memory where it was.
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { startCpuClock, xlsxBomb } from '@ecsign/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureMemoryGrowth } from '../../test-support/memory-growth';
import { hrKit, type HrKit } from '../../test-support/hr-test-kit';

const MIB = 1024 * 1024;
let kit: HrKit;
beforeAll(async () => {
  kit = await hrKit();
}, 120_000);
afterAll(() => kit?.t.close());

describe('an .xlsx employee list that inflates to 1 GiB', () => {
  for (const lie of [false, true]) {
    it(`is refused ${lie ? 'when it hides its size' : 'by its declared size'}, within CPU and memory bounds`, async () => {
      const bomb = xlsxBomb(1024, { lie });
      expect(bomb.length).toBeLessThan(1.1 * MIB);
      const cpu = startCpuClock();
      let reply: { status: number; message: string } | undefined;
      const growth = await measureMemoryGrowth(async () => {
        const response = await kit.t.app.inject({
          method: 'POST',
          url: `/ecapi/hr/batch/parse?templateId=${kit.templateId}&fileName=list.xlsx`,
          headers: {
            authorization: `Bearer ${kit.tokens.hr}`,
            'content-type': 'application/octet-stream',
            'accept-language': 'en',
          },
          payload: Buffer.from(bomb),
        });
        reply = response.json();
      });
      expect(reply?.status).toBe(ERROR_CATALOGUE.CONTACT_IMPORT_FILE_TOO_LARGE.status);
      expect(reply?.message).toBe(ERROR_CATALOGUE.CONTACT_IMPORT_FILE_TOO_LARGE.text.en);
      expect(growth.keptBytes).toBeLessThan(64 * MIB);
      expect(growth.peakRiseBytes).toBeLessThan(128 * MIB);
      expect(cpu()).toBeLessThan(2000);
    });
  }
});
