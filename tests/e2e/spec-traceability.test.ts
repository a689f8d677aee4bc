// docs/spec-traceability.md is generated from the spec ids the code and the tests cite
// (scripts/spec-trace.mjs): every item of docs/spec-items.md needs a test citing it or a "not
// applicable" reason in docs/spec-trace-reasons.md, and the committed table must be current; every
// code an E- item lists must be triggered by a test (its number or catalogue name) or have a reason.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  citedIds,
  codeProblems,
  collectItems,
  findCitations,
  findCodeTests,
  readCatalogueCodes,
  readCodeReasons,
  readReasons,
  readSpecCodes,
  renderTable,
  traceProblems,
} from '../../scripts/spec-trace.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const SPEC = [
  '## States',
  '',
  '- <a id="S-task"></a>`S-task` — task status: `S-task-draft` (0), `S-task-done` (5).',
  '- <a id="V-mobile"></a>`V-mobile` — a mobile number is',
  '  required.',
  '',
].join('\n');

describe('spec traceability', () => {
  it('every item has a test or a reason, and docs/spec-traceability.md is current', () => {
    const run = spawnSync(process.execPath, ['scripts/spec-trace.mjs', '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('reads the items, with the values named inside an item as items of their own', () => {
    expect(collectItems(SPEC)).toEqual([
      { id: 'S-task', section: 'States', description: 'task status: `S-task-draft` (0), `S-task-done` (5).' },
      { id: 'S-task-draft', section: 'States', description: 'a value of `S-task` (see there)' },
      { id: 'S-task-done', section: 'States', description: 'a value of `S-task` (see there)' },
      { id: 'V-mobile', section: 'States', description: 'a mobile number is required.' },
    ]);
  });

  it('counts a citation for the longest id it names, and nothing for look-alikes', () => {
    const known = new Set(['S-task', 'S-task-draft', 'V-mobile']);
    expect([...citedIds('spec items S-task-draft, V-mobile-rule; X-S-task P-256 V-mobiles', known)]).toEqual([
      'S-task-draft',
      'V-mobile',
    ]);
  });

  it('fails an item with neither a test nor a reason, a reason beside a test, and a reason for no item', () => {
    const items = collectItems(SPEC);
    const known = new Set(items.map((item) => item.id));
    const citations = findCitations(
      [
        { path: 'server/src/x.ts', text: '// spec item S-task-draft, V-mobile' },
        { path: 'server/src/x.test.ts', text: '// spec items S-task, S-task-done' },
        { path: 'tests/e2e/y.test.ts', text: '// S-task-draft' },
      ],
      known,
    );
    expect(citations.get('V-mobile')).toEqual({ sources: ['server/src/x.ts'], tests: [] });
    const reasons = readReasons('- `S-task-done` — not applicable: covered.\n- `V-gone` — not applicable: old.\n');
    expect(traceProblems(items, citations, reasons)).toEqual([
      'S-task-done: a test cites it, so its "not applicable" reason is wrong',
      'V-mobile: no test cites it and docs/spec-trace-reasons.md gives no reason',
      'V-gone: docs/spec-trace-reasons.md names an id that does not exist',
    ]);
    const fixed = readReasons('- `V-mobile` — not applicable: no screen asks for one.\n');
    expect(traceProblems(items, citations, fixed)).toEqual([]);
    expect(renderTable(items, citations, fixed)).toContain('- `V-mobile` — no screen asks for one.');
  });

  it('fails a spec code no test triggers, and an E- citation whose test triggers none of its codes', () => {
    // Made-up codes, so this file does not count as triggering a real one.
    const catalogue = [
      '| Group | Code | Status | HTTP | zh | en | zh-TW |',
      '| Plans | `SAMPLE_FOUND_CODE` | 9900001 | 404 | a | b | c |',
      '| Plans | `SAMPLE_SAVED_CODE` | 9900002 | 500 | a | b | c |',
      '| Plans | `SAMPLE_OTHER_CODE` | 9900010 | 403 | a | b | c |',
    ].join('\n');
    const catalogueCodes = readCatalogueCodes(catalogue);
    const codes = readSpecCodes(
      "SPEC_MESSAGES = {\n  plans: ['SAMPLE_FOUND_CODE', 'SAMPLE_SAVED_CODE'],\n} satisfies",
      catalogueCodes,
    );
    expect(codes).toEqual([
      { item: 'E-63xxxxx', name: 'SAMPLE_FOUND_CODE', status: '9900001' },
      { item: 'E-63xxxxx', name: 'SAMPLE_SAVED_CODE', status: '9900002' },
    ]);
    const files = [
      // Only the id in a comment: a citation, but no code is triggered.
      { path: 'server/src/a.test.ts', text: '// spec item E-63xxxxx\nexpect(reply.status).toBe(200);' },
      { path: 'tests/e2e/b.test.ts', text: "expect(status).toBe(statusOf('SAMPLE_FOUND_CODE'));" },
      { path: 'web/src/c.test.tsx', text: 'reply({ status: 9900002 })' },
    ];
    const known = new Set(['E-63xxxxx']);
    const citations = findCitations(files, known);
    const codeTests = findCodeTests(files, codes);
    expect(codeTests.get('SAMPLE_FOUND_CODE')).toEqual(['tests/e2e/b.test.ts']);
    expect(codeTests.get('SAMPLE_SAVED_CODE')).toEqual([]);
    const audit = { codes, catalogueCodes, codeTests, codeReasons: new Map() };
    expect(codeProblems(audit, citations, files)).toEqual([
      'E-63xxxxx: SAMPLE_SAVED_CODE (9900002) is triggered by no test and docs/spec-trace-reasons.md gives no reason',
      'E-63xxxxx: server/src/a.test.ts cites it but triggers none of its codes',
    ]);
    const codeReasons = readCodeReasons(
      '- `SAMPLE_SAVED_CODE` (9900002) — not applicable: saved in one transaction.\n',
    );
    const fixed = [
      { ...files[0]!, text: '// spec item E-63xxxxx\nexpect(reply.status).toBe(9900010);' },
      ...files.slice(1),
    ];
    expect(codeProblems({ ...audit, codeReasons }, citations, fixed)).toEqual([]);
  });
});
