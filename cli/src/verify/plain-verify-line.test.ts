import { describe, expect, it } from 'vitest';
import { readPlainVerifyLine } from './plain-verify-line';

describe('readPlainVerifyLine', () => {
  it('reads paths and options in any order, as commander would give them', () => {
    expect(
      readPlainVerifyLine([
        'verify',
        'a.pdf',
        '--trust',
        'root.pem',
        'contracts/',
        '--format',
        'junit',
        '--trust',
        'ca.pem',
        '--jobs',
        '3',
        '--allow-unsigned',
      ]),
    ).toEqual({
      paths: ['a.pdf', 'contracts/'],
      options: { format: 'junit', trust: ['root.pem', 'ca.pem'], jobs: 3, allowUnsigned: true },
    });
    // commander's default format, and no key for an option not given.
    expect(readPlainVerifyLine(['verify', 'a.pdf'])).toEqual({ paths: ['a.pdf'], options: { format: 'text' } });
    // A repeated --format: the last one, as commander keeps it.
    expect(readPlainVerifyLine(['verify', 'a.pdf', '--format', 'json', '--format', 'text'])?.options.format).toBe(
      'text',
    );
  });

  it.each([
    ['no path', ['verify', '--trust', 'root.pem']],
    ['help', ['verify', 'a.pdf', '--help']],
    ['short help', ['verify', '-h']],
    ['the language option', ['verify', 'a.pdf', '--lang', 'en']],
    ['an option with =', ['verify', 'a.pdf', '--trust=root.pem']],
    ['the end of options', ['verify', '--', '-odd-name.pdf']],
    ['a missing value', ['verify', 'a.pdf', '--trust']],
    ['a value that looks like an option', ['verify', 'a.pdf', '--trust', '--allow-unsigned']],
    ['a format commander refuses', ['verify', 'a.pdf', '--format', 'yaml']],
    ['jobs commander refuses', ['verify', 'a.pdf', '--jobs', '0']],
    ['jobs that are no whole number', ['verify', 'a.pdf', '--jobs', '2.5']],
    ['an unknown option', ['verify', 'a.pdf', '--server', 'http://x']],
    ['another command', ['sign', 'a.pdf']],
  ])('leaves %s to commander', (_, args) => {
    expect(readPlainVerifyLine(args)).toBeUndefined();
  });
});
