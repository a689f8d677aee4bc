// Mobile and account numbers as people may see them: 138****0001, ****5678.
export function maskMobile(mobile: string | null): string | null {
  if (mobile === null) return null;
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

export function maskAccountNumber(account: string): string {
  return `****${account.slice(-4)}`;
}
