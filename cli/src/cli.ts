// Declares the `ecsign` commands. Each command calls core (through the api client, or locally as
// `sign` does) and returns text or throws; run-cli.ts maps failures to messages and exit codes.
// A command's module is imported when it runs (and the bundle splits along these imports), so a
// run loads only its own command: `ecsign verify` in CI pays for neither the api client, the
// settings store (conf), the prompts (inquirer) nor the signer.
import { Option, type Command } from 'commander';
import type { CliIo } from './cli-io';
import { HR_FORMATS, LOGIN_METHODS, SUB_FILTERS, TASK_TABS, type TLoginMethod } from './command-choices';
import type { HrOutputOptions, HrSendOptions } from './commands/hr';
import type { TasksListOptions } from './commands/tasks';
import type { SignOptions } from './commands/sign';
import { readStoredLanguage } from './read-stored-language';
import { screenedIo } from './terminal-safe-text';
import { parseDisplayRect, parsePageNumber } from './sign/parse-sign-arguments';
import { addVerifyCommand } from './verify/add-verify-command';
import { createRootCommand } from './create-root-command';

export type { CliIo } from './cli-io';

export function buildProgram(rawIo: CliIo): Command {
  // Whatever a command prints may hold text from the server: it is screened (terminal-safe-text.ts).
  // Only the login's captcha picture and `verify`'s coloured report of local files write raw.
  const io = screenedIo(rawIo);
  const program = createRootCommand(io);

  const context = async () => {
    const { createCommandContext } = await import('./command-context');
    return createCommandContext(io, program.opts<{ server?: string }>().server);
  };

  program
    .command('status')
    .description('check that the server answers, and show its version and database')
    .action(async () => {
      const { status } = await import('./commands/status');
      const { api, server } = await context();
      io.out(await status(api, server));
    });

  program
    .command('login')
    .description('log in: asks for password and picture captcha, or an SMS code (or reads a token from stdin)')
    .option('--token-stdin', 'read an access token, or a token pair as JSON, from standard input (for scripts)')
    .addOption(new Option('--method <method>', 'skip the question how to log in').choices(LOGIN_METHODS))
    .option('--p12 <file>', 'log in with a key device: the PKCS#12 file of a certificate bound with `ecsign ukey bind`')
    .option(
      '--pin-stdin',
      "with --p12: read the PIN from standard input's first line (else ECSIGN_P12_PIN, else asked)",
    )
    .action(async (options: { tokenStdin?: boolean; method?: TLoginMethod; p12?: string; pinStdin?: boolean }) => {
      if (options.p12) {
        const { loginWithUkey } = await import('./commands/ukey');
        io.out(await loginWithUkey(await context(), { p12: options.p12, pinStdin: options.pinStdin }, io));
      } else {
        const { login } = await import('./commands/login');
        io.out(await login(await context(), options, { ...io, out: rawIo.out }));
      }
    });

  const ukey = program.command('ukey').description('key device (UKey) of the logged-in user: bind, show, unbind');
  ukey
    .command('bind')
    .description('bind the certificate of a PKCS#12 file (standing in for the key device) to your account')
    .requiredOption('--p12 <file>', 'PKCS#12 file with the key and its certificate')
    .option('--pin-stdin', "read the PIN from standard input's first line (else ECSIGN_P12_PIN, else asked)")
    .action(async (options: { p12: string; pinStdin?: boolean }) => {
      const { bindUkey } = await import('./commands/ukey');
      io.out(await bindUkey(await context(), options, io));
    });
  ukey
    .command('status')
    .description('show the bound certificate')
    .action(async () => {
      const { ukeyStatus } = await import('./commands/ukey');
      io.out(await ukeyStatus(await context()));
    });
  ukey
    .command('unbind')
    .description('remove the binding')
    .action(async () => {
      const { unbindUkey } = await import('./commands/ukey');
      io.out(await unbindUkey(await context()));
    });

  program
    .command('whoami')
    .description('show who is logged in: name, active account, permissions (exit 4 when no one is)')
    .option('--json', "print the server's answer as JSON")
    .action(async (options: { json?: boolean }) => {
      const { whoami } = await import('./commands/whoami');
      io.out(await whoami(await context(), options));
    });

  program
    .command('logout')
    .description('end the session on the server and forget it here (also when the server is unreachable)')
    .action(async () => {
      const { logout } = await import('./commands/logout');
      io.out(await logout(await context()));
    });

  program
    .command('sign')
    .description('sign a PDF with the key of a PKCS#12 file (PAdES; offline unless a time-stamp authority is used)')
    .argument('<input>', 'the PDF to sign (only read, never changed)')
    .requiredOption('-o, --output <file>', 'where the signed PDF goes (a new file; written completely or not at all)')
    .requiredOption('--p12 <file>', 'PKCS#12 file (.p12/.pfx) with the signing key and its certificate chain')
    .option('--pin-stdin', "read the PKCS#12 PIN from standard input's first line (else ECSIGN_P12_PIN, else asked)")
    .option('--page <n>', 'page of the signature, 1 for the first (default 1)', parsePageNumber)
    .option(
      '--rect <left,top,width,height>',
      'visible seal: a rectangle in points (1/72 inch) measured from the top-left corner of the page as displayed',
      parseDisplayRect,
    )
    .option('--image <png>', 'seal or handwritten-signature PNG drawn in --rect (transparency kept)')
    .option('--name-text [text]', "a line of text in the seal: the given text, or alone the certificate holder's name")
    .option('--date-text [text]', 'a line of text in the seal: the given text, or alone the signing date (YYYY-MM-DD)')
    .option('--reason <text>', 'reason for signing, stored in the signature')
    .option('--location <text>', 'place of signing, stored in the signature')
    .option('--field <name>', 'name of the signature field (an existing empty one is filled)')
    .addOption(
      new Option('--level <level>', 'PAdES baseline level (default B-T with --tsa, else B-B)').choices([
        'B-B',
        'B-T',
        'B-LT',
        'B-LTA',
      ]),
    )
    .option('--tsa <url>', 'RFC 3161 time-stamp authority for B-T and above (e.g. <server>/ecapi/pki/tsa)')
    .addOption(
      new Option(
        '--certify <P>',
        'certify the document (first signature only): 1 no changes, 2 form filling and signing, 3 also comments',
      ).choices(['1', '2', '3']),
    )
    .addOption(
      new Option('--sub-filter <kind>', 'signature format: cades = ETSI.CAdES.detached, pkcs7 = adbe.pkcs7.detached')
        .choices(Object.keys(SUB_FILTERS))
        .default('cades'),
    )
    .addHelpText(
      'after',
      [
        '',
        'The seal rectangle is measured on the page as a viewer shows it: from its top-left corner, in',
        "points (an A4 page is 595 x 842), after the page's rotation and cropping. B-B needs no network;",
        'B-LT also fetches OCSP responses or CRLs named by the certificates. Exit codes: 0 signed, 1 refused',
        '(wrong PIN, encrypted PDF, certified document …), 2 usage, 3 a network service failed.',
        '',
        'Examples:',
        '  ecsign sign contract.pdf -o signed.pdf --p12 me.p12',
        '  echo "$PIN" | ecsign sign contract.pdf -o signed.pdf --p12 me.p12 --pin-stdin \\',
        '      --page 2 --rect 380,650,150,150 --image seal.png --name-text --date-text',
        '  ecsign sign contract.pdf -o signed.pdf --p12 me.p12 --level B-LTA --tsa https://ec.example/ecapi/pki/tsa',
      ].join('\n'),
    )
    .action(async (input: string, options: SignOptions) => {
      const { sign } = await import('./commands/sign');
      // Not context(): an offline signature needs the language and the clock, not conf, the session
      // and the api clients (a quarter of `ecsign sign`'s run went to loading them).
      const language = readStoredLanguage(io.env);
      io.out(await sign({ language, now: io.now ?? Date.now }, input, options, io));
    });

  addVerifyCommand(program, { io, rawIo });

  const hr = program
    .command('hr')
    .description('HR batch contracts: one contract per employee, pre-signed with the HR seal');
  const hrFormat = () => new Option('--format <format>', 'output: text or json').choices(HR_FORMATS).default('text');
  const hrJson = () =>
    new Option(
      '--json',
      'output JSON for scripts (same as --format json); errors then are one JSON object on standard error',
    );
  // With --json, errors are JSON too (hr/run-hr-action.ts).
  const hrAction = async (options: HrOutputOptions, run: () => Promise<string>) => {
    const { runHrAction } = await import('./hr/run-hr-action');
    await runHrAction(io, options.json === true || options.format === 'json', run);
  };
  hr.command('templates')
    .description('the HR templates you can send with: id, name and the fields their employee list carries')
    .addOption(hrFormat())
    .addOption(hrJson())
    .action(async (options: HrOutputOptions) => {
      const { listHrTemplates } = await import('./hr/list-hr-templates');
      await hrAction(options, async () =>
        listHrTemplates(await context(), io, { json: options.json === true || options.format === 'json' }),
      );
    });
  hr.command('sample')
    .description(
      'an empty employee list for a template: the right header row, UTF-8 with a BOM so Excel opens it ' +
        '(standard output unless -o)',
    )
    .requiredOption('--template <id>', 'the HR template (see ecsign hr templates)')
    .option('-o, --out <file>', 'write the list to this CSV file')
    .addOption(hrFormat())
    .addOption(hrJson())
    .action(async (options: HrOutputOptions & { template: string; out?: string }) => {
      const { writeHrSample } = await import('./hr/write-hr-sample');
      await hrAction(options, async () =>
        writeHrSample(await context(), io, { ...options, json: options.json === true || options.format === 'json' }),
      );
    });
  hr.command('send')
    .description(
      'check every row, then create, start and follow a batch; print the summary and write a results CSV ' +
        '(exit 2 on a list problem with nothing sent, 1 when rows failed, 0 when every row was already sent). ' +
        'Rows are numbered as Excel shows them. With ECSIGN_APP_ID and ECSIGN_APP_SECRET ' +
        'set, it runs as that Open API app (no login needed, for cron jobs)',
    )
    .argument('[file]', 'employee list: CSV (UTF-8 or GBK) or XLSX')
    .option('--template <id>', 'the HR template (one enterprise role, one employee role); with --resume: the batch’s')
    .option('--rows <file>', 'the employee list, as an option (same as the argument)')
    .option('--name <text>', 'task name (default: the file name)')
    .option('--deadline <time>', 'signing deadline, YYYY-MM-DD [HH:mm] (China time)')
    .option('--at <time>', 'send at this time, YYYY-MM-DD HH:mm (China time); default now')
    .option(
      '--resume <batchId>',
      'continue a batch an interruption left behind with the same list: rows it holds are not sent again; ' +
        'another list is refused (exit 2)',
    )
    .option('--results <file>', 'where the results CSV goes (default: <list>-results.csv beside the list)')
    .option('--wait', 'follow the batch until every row is sent or failed (the default unless --at)')
    .option('--no-wait', 'return once the batch is started')
    .option('--dry-run', 'only check the rows')
    .addOption(hrFormat())
    .addOption(hrJson())
    .action(async (file: string | undefined, options: HrSendOptions) => {
      const { hrSend } = await import('./commands/hr');
      await hrAction(options, async () => hrSend(await context(), io, { ...options, file: file ?? options.rows }));
    });
  hr.command('status')
    .description('progress of a batch with its summary table (exit 1 when rows failed)')
    .argument('<batchId>')
    .option('--wait', 'follow the batch until it finishes')
    .option('--results <file>', 'once finished, write the results CSV here')
    .addOption(hrFormat())
    .addOption(hrJson())
    .action(async (batchId: string, options: HrOutputOptions & { wait?: boolean; results?: string }) => {
      const { hrStatus } = await import('./commands/hr');
      await hrAction(options, async () => hrStatus(await context(), io, batchId, options));
    });
  hr.command('results')
    .description("every row's result; with --out, the sent contracts' current PDFs")
    .argument('<batchId>')
    .option('--out <dir>', 'download the PDFs into this folder (one per business ID)')
    .addOption(hrFormat())
    .addOption(hrJson())
    .action(async (batchId: string, options: HrOutputOptions & { out?: string }) => {
      const { hrResults } = await import('./commands/hr');
      await hrAction(options, async () => hrResults(await context(), io, batchId, options));
    });
  hr.command('download')
    .description(
      "the sent contracts' current PDFs (signed by the enterprise, later by the employee), one per business ID",
    )
    .argument('<batchId>')
    .requiredOption('-o, --out <dir>', 'the folder to write them into')
    .addOption(hrFormat())
    .addOption(hrJson())
    .action(async (batchId: string, options: HrOutputOptions & { out: string }) => {
      const { hrResults } = await import('./commands/hr');
      await hrAction(options, async () => hrResults(await context(), io, batchId, options));
    });
  for (const action of ['pause', 'resume', 'cancel'] as const) {
    hr.command(action)
      .description(`${action} a batch`)
      .argument('<batchId>')
      .addOption(hrFormat())
      .addOption(hrJson())
      .action(async (batchId: string, options: HrOutputOptions) => {
        const { hrControl } = await import('./commands/hr');
        await hrAction(options, async () => hrControl(await context(), io, action, batchId, options));
      });
  }

  const tasks = program.command('tasks').description('contract tasks (plans), as the file manager lists them');
  tasks
    .command('ls')
    .description('list the tasks of one file-manager tab')
    .addOption(new Option('--tab <tab>', 'which list').choices(TASK_TABS).default('all'))
    .option('--search <text>', 'only tasks whose name or document name contains this')
    .option('--page <n>', 'page number', '1')
    .option('--size <n>', 'tasks per page (at most 100)', '20')
    .option('--json', 'output JSON for scripts')
    .action(async (options: TasksListOptions) => {
      const { tasksList } = await import('./commands/tasks');
      io.out(await tasksList(await context(), options));
    });

  return program;
}
