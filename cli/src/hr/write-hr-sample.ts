// `ecsign hr sample --template ID [-o FILE]`: an empty employee list for the template — the header
// row the server's sample uses (fixed columns, then each field's label), UTF-8 with a BOM so Excel
// in a Chinese locale opens it as it is. Only the header: an example row left in by mistake would
// send a contract to the example employee. Without -o the list goes to standard output.
import type { CliIo } from '../cli-io';
import type { CommandContext } from '../command-context';
import { writeFileAtomically } from '../sign/write-file-atomically';
import { hrClient } from './hr-client';

export async function writeHrSample(
  context: CommandContext,
  io: CliIo,
  options: { template: string; out?: string; json: boolean },
): Promise<string> {
  const client = await hrClient(context, io);
  const query = { templateId: options.template };
  const { columns } = await client.api.call(client.batch.columns, { query });
  const sample = await client.api.download(client.batch.sample, { query }, { ecType: 'download' });
  const header = new TextDecoder()
    .decode(sample.bytes)
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0]!;
  if (!options.out) return `\uFEFF${header}`;
  const csv = `\uFEFF${header}\r\n`;
  await writeFileAtomically(options.out, Buffer.from(csv));
  const count = header.split(',').length;
  if (options.json) return JSON.stringify({ file: options.out, header: header.split(','), fields: columns }, null, 2);
  return context.t('hrSampleWritten', { file: options.out, columns: count });
}
