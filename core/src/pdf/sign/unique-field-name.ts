// A field name no other field of the form uses: fields are identified by their fully qualified
// name, and two signature fields of the same name would merge into one in every viewer.
export function uniqueFieldName(existing: Iterable<string>, prefix = 'Signature'): string {
  const taken = new Set(existing);
  for (let i = 1; ; i++) if (!taken.has(`${prefix}${i}`)) return `${prefix}${i}`;
}
