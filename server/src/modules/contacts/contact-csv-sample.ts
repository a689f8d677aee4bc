// GET cb/assemble/contact/import/sample: a sample import file — UTF-8 with a byte-order mark, so
// that spreadsheet programs open the Chinese text correctly — with the header row and one row of
// each kind.
export const CONTACT_CSV_SAMPLE_NAME = 'contacts-sample.csv';

export function contactCsvSample(): Uint8Array {
  const text = [
    '签署方类型,姓名,手机号,企业名称,分组',
    '个人,张三,13800000001,,客户',
    '企业,李四,13800000002,示例科技有限公司,供应商',
  ].join('\r\n');
  const body = new TextEncoder().encode(`${text}\r\n`);
  const bytes = new Uint8Array(body.length + 3);
  bytes.set([0xef, 0xbb, 0xbf]);
  bytes.set(body, 3);
  return bytes;
}
