// ID numbers as people may see them: the first 3 and the last 4 characters (the birth date stays hidden).
export function maskIdNumber(idNumber: string): string {
  const value = idNumber.trim().toUpperCase();
  if (value.length <= 7) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}
