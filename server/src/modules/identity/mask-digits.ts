// Mobile and account numbers and e-mail addresses as people may see them: 138****0001, ****5678,
// z***@example.com.
export function maskMobile(mobile: string | null): string | null {
  if (mobile === null) return null;
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

export function maskAccountNumber(account: string): string {
  return `****${account.slice(-4)}`;
}

export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '****';
}
