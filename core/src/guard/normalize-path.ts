// The path part of a target, in one canonical form: no query or hash, a leading slash, no
// repeated or trailing slashes. Every check of the guard runs on this form, so `/home/` and
// `//hrcontract/startHRContract` cannot slip past a rule written for `/home`.
export function normalizePath(target: string): string {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : '/';
}
