// The adversarial suite (one generated PDF per known attack on PDF signatures) gets, file by
// file, the verdict and reason the suite expects, and its deciding signature reports the expected
// problem; no attack passes as valid except those the rules allow (an annotation after an
// approval signature, text after the last %%EOF that holds no object, a revocation after the
// time-stamped signing, an encrypted document). Data after the last %%EOF is reported as uncovered.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAdversarialSuite, type AdversarialSuite } from './testing/adversarial-suite.fixture';
import { engine } from './testing/corpus.fixture';
import { toFileVerdict } from './to-file-verdict';
import { verifyPdf } from './verify-pdf';

const AT = new Date('2026-06-01T08:00:00Z');
let suite: AdversarialSuite;
beforeAll(async () => {
  suite = await buildAdversarialSuite(engine, AT);
}, 120_000);

const verdictOf = async (bytes: Uint8Array) => {
  const report = await verifyPdf(bytes, { engine, trustAnchors: suite.trustAnchors.map((c) => c.der), now: AT });
  return { report, file: toFileVerdict('case.pdf', report) };
};

describe('the adversarial suite', () => {
  it('covers every attack class with at least one case', () => {
    const classes = new Set(suite.cases.map((c) => c.attack));
    for (const attack of [
      'control',
      'shadow-hide',
      'shadow-replace',
      'shadow-hide-and-replace',
      'incremental-saving',
      'signature-wrapping',
      'universal-signature-forgery',
      'spoofed-signature-dictionary',
      'copied-time-stamp',
      'ess-signing-certificate',
      'revoked-certificate',
    ])
      expect(classes).toContain(attack);
    expect(new Set(suite.cases.map((c) => c.name)).size).toBe(suite.cases.length);
  });

  it('every case gets its expected verdict, reason and problem', async () => {
    const seen = [];
    const expected = [];
    for (const item of suite.cases) {
      const { report, file } = await verdictOf(item.bytes);
      const verdict = file.status === 'unsigned' ? 'unsigned' : file.verdict;
      const problems = report.signatures.flatMap((s) => s.problems);
      // A known gap is pinned at what the validator says today, so that fixing it shows here.
      const want = item.knownGap ?? item;
      const hasProblem = !!item.knownGap || !item.problem || problems.includes(item.problem);
      seen.push({ name: item.name, verdict, reason: file.reason ?? null, hasProblem });
      expected.push({ name: item.name, verdict: want.verdict, reason: want.reason, hasProblem: true });
    }
    expect(seen).toEqual(expected);
  });

  it('has no known gaps left: every case gets the verdict a correct validator must reach', () => {
    expect(suite.cases.filter((c) => c.knownGap).map((c) => c.name)).toEqual([]);
  });

  it('reports data after the last %%EOF as uncovered: objects invalidate, other bytes warn, white space is nothing', async () => {
    const byName = (name: string) => suite.cases.find((c) => c.name === name)!.bytes;
    const objects = await verdictOf(byName('incremental-saving-objects-after-eof'));
    expect(objects.file.signatures).toMatchObject([
      { uncovered: 'after-eof', verdict: 'invalid', reason: 'FORMAT_FAILURE', intact: true },
    ]);
    expect(objects.report.document.bytesAfterLastEof).toBeGreaterThan(50);
    const text = await verdictOf(byName('incremental-saving-bytes-after-eof'));
    expect(text.file).toMatchObject({ status: 'valid', verdict: 'valid' });
    expect(text.file.signatures).toMatchObject([{ uncovered: 'after-eof', problems: ['bytes-after-last-eof'] }]);
    const padded = byName('control-signed');
    const whiteSpace = new Uint8Array(padded.length + 6);
    whiteSpace.set(padded);
    whiteSpace.set([0x0a, 0x20, 0x00, 0x0d, 0x0a, 0x09], padded.length);
    const blank = await verdictOf(whiteSpace);
    expect(blank.file.signatures).toMatchObject([{ uncovered: 'none', problems: [] }]);
    expect(blank.report.document.bytesAfterLastEof).toBe(0);
  });

  it('no attack passes the CI rule except where the rules allow the change', async () => {
    const passing = [];
    for (const item of suite.cases) if ((await verdictOf(item.bytes)).file.status === 'valid') passing.push(item.name);
    expect(passing.sort()).toEqual(
      suite.cases
        .filter((c) => (c.knownGap ?? c).verdict === 'valid')
        .map((c) => c.name)
        .sort(),
    );
    expect(passing.filter((name) => !/^(control|encryption)-/.test(name)).sort()).toEqual([
      'incremental-saving-annotation-after-approval',
      'incremental-saving-bytes-after-eof',
      'revoked-signer-ocsp-after-time-stamp',
    ]);
  });
});
