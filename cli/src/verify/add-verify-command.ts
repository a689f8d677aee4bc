// Declares `ecsign verify`, for the whole program (cli.ts) and for the verify-only program the
// launcher starts when the command line begins with `verify` (build-verify-program.ts): one
// declaration, so both parse, help and report alike; a command line in the plain form skips commander
// (plain-verify-line.ts) and runs the same action. The command's module is imported when it runs.
import { Option, type Command } from 'commander';
import { VERIFY_FORMATS } from '../command-choices';
import type { VerifyOptions } from '../commands/verify';
import { parseJobs } from './parse-jobs';
import { runVerifyAction, type VerifyCommandIo } from './run-verify-action';

export function addVerifyCommand(program: Command, { io, rawIo }: VerifyCommandIo): void {
  program
    .command('verify')
    .description('check the signatures of PDFs locally, for people and CI (no login, no server)')
    .argument('<paths...>', 'PDF files, or folders searched (with their subfolders) for *.pdf')
    .option(
      '--trust <pem>',
      'a trusted root or CA certificate (PEM, one or more certificates, or DER); repeat for more',
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .addOption(new Option('--format <format>', 'report format').choices(VERIFY_FORMATS).default('text'))
    .option(
      '--jobs <n>',
      'threads checking files: with more than one, long lists are shared with worker threads (default: one per CPU core, up to 4)',
      parseJobs,
    )
    .option('--allow-unsigned', 'let files without signatures pass (they still are reported)')
    .addHelpText(
      'after',
      [
        '',
        'A file passes when it has signatures and every one is intact, chains to a --trust certificate',
        '(valid at the signing or time-stamp time) and nothing disallowed was changed after it. Without',
        '--trust no signature is trusted, so nothing passes: in CI pass the platform root',
        '(<server>/ecapi/pki/root.pem, and <server>/ecapi/pki/sm2/root.pem for SM2 signatures) or the',
        "roots of the signers' certificate authorities. Exit codes: 0 every file passed, 1 a file did not",
        'pass (invalid, untrusted, modified, or unsigned without --allow-unsigned), 2 usage error or a file',
        'that could not be read (not a PDF, empty, damaged, encrypted). Files are checked four at a time, long',
        'lists also on worker threads (--jobs).',
        '',
        'Examples:',
        '  ecsign verify signed.pdf --trust root.pem',
        '  ecsign verify contracts/ --trust root.pem --format junit > verify-report.xml',
        '  ecsign verify a.pdf b.pdf --trust root.pem --format json | jq .summary',
      ].join('\n'),
    )
    .action((paths: string[], options: VerifyOptions) => runVerifyAction(paths, options, { io, rawIo }));
}
