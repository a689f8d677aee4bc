// Amounts in Chinese capital numerals (大写金额), as written on contracts and cheques: the
// template field type AMOUNT_CN shows the value this way. 1234.56 → 壹仟贰佰叁拾肆元伍角陆分.
// Amounts are taken as decimal text (or a finite number) with at most two decimals, so no binary
// rounding creeps in; a zero inside the number is read once (壹仟零壹元), whole empty groups
// are skipped (壹亿零壹万), and an amount without fen ends in 整.

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const IN_GROUP = ['仟', '佰', '拾', ''] as const;
const GROUPS = ['', '万', '亿', '万亿'] as const;
/** Up to 9999 9999 9999 9999 yuan (four groups of four digits). */
const MAX_INTEGER_DIGITS = 16;

export const AMOUNT_PATTERN = /^-?\d{1,16}(\.\d{1,2})?$/;

/** True when `text` is an amount amountInChineseCapitals accepts. */
export function isAmount(text: string): boolean {
  return AMOUNT_PATTERN.test(text.trim());
}

function integerPart(digits: string): string {
  const padded = digits.padStart(Math.ceil(digits.length / 4) * 4, '0');
  const groupCount = padded.length / 4;
  let result = '';
  let zeroPending = false;
  for (let g = 0; g < groupCount; g++) {
    const group = padded.slice(g * 4, g * 4 + 4);
    for (let i = 0; i < 4; i++) {
      const d = Number(group[i]);
      if (d === 0) {
        if (result !== '') zeroPending = true;
        continue;
      }
      if (zeroPending) result += '零';
      zeroPending = false;
      result += DIGITS[d] + IN_GROUP[i]!;
    }
    const level = groupCount - 1 - g;
    // 万亿 is said as 万 when the 亿 group that follows has digits of its own (壹万零壹亿).
    const nextGroupZero = Number(padded.slice(g * 4 + 4, g * 4 + 8) || '0') === 0;
    if (Number(group) !== 0) result += level === 3 && !nextGroupZero ? '万' : GROUPS[level]!;
  }
  return result;
}

export function amountInChineseCapitals(amount: string | number): string {
  const text = typeof amount === 'number' ? numberText(amount) : amount.trim();
  if (!AMOUNT_PATTERN.test(text)) throw new RangeError(`not an amount with at most two decimals: ${String(amount)}`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_INTEGER_DIGITS) throw new RangeError(`amount too large: ${text}`);
  const jiao = Number(fraction[0] ?? '0');
  const fen = Number(fraction[1] ?? '0');
  const yuan = integer === '0' ? '' : `${integerPart(integer)}元`;
  if (yuan === '' && jiao === 0 && fen === 0) return '零元整';
  let result = yuan;
  if (jiao > 0) result += `${DIGITS[jiao]}角`;
  else if (fen > 0 && yuan !== '') result += '零';
  result += fen > 0 ? `${DIGITS[fen]}分` : '整';
  return (negative ? '负' : '') + result;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
  // Numbers with more than two decimals are refused rather than rounded: money is not guessed.
  const text = String(value);
  if (/e/i.test(text)) throw new RangeError(`amount out of range: ${value}`);
  return text;
}
