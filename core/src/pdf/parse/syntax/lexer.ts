// The PDF tokenizer (ISO 32000-1 7.2–7.3) over raw bytes. It never builds a string of the file:
// strings collect into a reusable byte buffer, keywords and names are short. Positions are absolute
// offsets into `bytes`, which is what gives dictionary values their file spans.
import { ensureReadableFrom } from '../document/sparse-file-image';
import { PdfString } from '../model/pdf-string';
import { HEX_VALUES, hexValue, isDelimiter, isRegular, isWhitespace } from './char-class';
import { PdfSyntaxError } from './pdf-syntax-error';

type Punctuation = 'open-array' | 'close-array' | 'open-dict' | 'close-dict' | 'open-brace' | 'close-brace' | 'eof';

export type Token =
  | { kind: 'number'; start: number; end: number; value: number; integer: boolean }
  | { kind: 'name' | 'keyword'; start: number; end: number; value: string }
  | { kind: 'string'; start: number; end: number; value: PdfString }
  | { kind: Punctuation; start: number; end: number };

const ESCAPES: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };
/** Keywords longer than this are garbage (binary data met while scanning); keep a prefix only. */
const MAX_KEYWORD = 64;

export class Lexer {
  pos: number;
  private scratch = new Uint8Array(64);

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    readonly limit = bytes.length,
  ) {
    this.pos = start;
    // Syntax never starts inside a large stream's data; a file that says it does is read whole.
    ensureReadableFrom(bytes, start);
  }

  /** Skips whitespace and comments. */
  skipSpace(): void {
    const { bytes, limit } = this;
    while (this.pos < limit) {
      const b = bytes[this.pos]!;
      if (isWhitespace(b)) this.pos++;
      else if (b === 0x25 /* % */) {
        while (this.pos < limit && bytes[this.pos] !== 0x0a && bytes[this.pos] !== 0x0d) this.pos++;
      } else return;
    }
  }

  next(): Token {
    this.skipSpace();
    const { bytes } = this;
    const start = this.pos;
    if (start >= this.limit) return { kind: 'eof', start, end: start };
    const b = bytes[start]!;
    switch (b) {
      case 0x28 /* ( */:
        return { kind: 'string', start, value: this.readLiteralString(), end: this.pos };
      case 0x3c /* < */:
        if (bytes[start + 1] === 0x3c) return this.punctuation('open-dict', 2);
        return { kind: 'string', start, value: this.readHexString(), end: this.pos };
      case 0x3e /* > */:
        if (bytes[start + 1] === 0x3e) return this.punctuation('close-dict', 2);
        return this.stray();
      case 0x5b /* [ */:
        return this.punctuation('open-array', 1);
      case 0x5d /* ] */:
        return this.punctuation('close-array', 1);
      case 0x7b /* { */:
        return this.punctuation('open-brace', 1);
      case 0x7d /* } */:
        return this.punctuation('close-brace', 1);
      case 0x2f /* / */:
        return { kind: 'name', start, value: this.readName(), end: this.pos };
      case 0x29 /* ) */:
        return this.stray();
    }
    if ((b >= 0x30 && b <= 0x39) || b === 0x2b || b === 0x2d || b === 0x2e) return this.readNumber();
    return this.readKeyword();
  }

  private punctuation(kind: Punctuation, length: number): Token {
    const start = this.pos;
    this.pos += length;
    return { kind, start, end: this.pos };
  }

  /** An unbalanced ')' or a lone '>': a keyword the parser rejects, so one bad byte is not fatal. */
  private stray(): Token {
    const start = this.pos++;
    return { kind: 'keyword', start, end: this.pos, value: String.fromCharCode(this.bytes[start]!) };
  }

  private readNumber(): Token {
    const { bytes, limit } = this;
    const start = this.pos;
    let negative = false;
    // Broken writers emit "--5" or "+-5"; like pdf.js, any minus makes it negative.
    while (this.pos < limit && (bytes[this.pos] === 0x2d || bytes[this.pos] === 0x2b)) {
      if (bytes[this.pos] === 0x2d) negative = true;
      this.pos++;
    }
    let intValue = 0;
    let digits = 0;
    while (this.pos < limit && bytes[this.pos]! >= 0x30 && bytes[this.pos]! <= 0x39) {
      intValue = intValue * 10 + (bytes[this.pos]! - 0x30);
      this.pos++;
      digits++;
    }
    let integer = true;
    if (this.pos < limit && bytes[this.pos] === 0x2e) {
      integer = false;
      const dot = this.pos++;
      while (this.pos < limit && bytes[this.pos]! >= 0x30 && bytes[this.pos]! <= 0x39) this.pos++;
      digits += this.pos - dot - 1;
      if (digits > 0) {
        // Reals go through the platform's parser so that printing and re-reading is exact.
        let text = '';
        for (let i = start; i < this.pos; i++)
          if (bytes[i] !== 0x2b && bytes[i] !== 0x2d) text += String.fromCharCode(bytes[i]!);
        intValue = Number.parseFloat(text.startsWith('.') ? `0${text}` : text);
      }
    }
    const value = digits === 0 ? 0 : negative ? -intValue : intValue;
    return { kind: 'number', start, end: this.pos, value: value === 0 ? 0 : value, integer };
  }

  private readKeyword(): Token {
    const { bytes, limit } = this;
    const start = this.pos;
    while (this.pos < limit && isRegular(bytes[this.pos])) this.pos++;
    if (this.pos === start) this.pos++; // a byte that is neither regular nor handled above
    const end = Math.min(this.pos, start + MAX_KEYWORD);
    let value = '';
    for (let i = start; i < end; i++) value += String.fromCharCode(bytes[i]!);
    return { kind: 'keyword', start, end: this.pos, value };
  }

  private readName(): string {
    const { bytes, limit } = this;
    this.pos++; // '/'
    let value = '';
    while (this.pos < limit) {
      const b = bytes[this.pos]!;
      if (!isRegular(b)) break;
      if (b === 0x23 /* # */) {
        const hi = hexValue(bytes[this.pos + 1] ?? 0);
        const lo = hexValue(bytes[this.pos + 2] ?? 0);
        if (hi >= 0 && lo >= 0 && this.pos + 2 < limit) {
          value += String.fromCharCode((hi << 4) | lo);
          this.pos += 3;
          continue;
        }
      }
      value += String.fromCharCode(b);
      this.pos++;
    }
    return value;
  }

  private push(length: number, byte: number): number {
    if (length === this.scratch.length) this.grow();
    this.scratch[length] = byte;
    return length + 1;
  }

  /** Doubles the scratch buffer (keeping what it holds) and answers it. */
  private grow(): Uint8Array<ArrayBuffer> {
    const grown = new Uint8Array(this.scratch.length * 2);
    grown.set(this.scratch);
    this.scratch = grown;
    return grown;
  }

  private readLiteralString(): PdfString {
    const { bytes, limit } = this;
    const start = this.pos++;
    let depth = 1;
    let n = 0;
    while (this.pos < limit) {
      let b = bytes[this.pos++]!;
      if (b === 0x28) depth++;
      else if (b === 0x29 && --depth === 0) return new PdfString(this.scratch.slice(0, n), false);
      else if (b === 0x5c /* \ */) {
        b = bytes[this.pos++] ?? 0x5c;
        if (b >= 0x30 && b <= 0x37) {
          let code = b - 0x30;
          for (let k = 0; k < 2 && bytes[this.pos]! >= 0x30 && bytes[this.pos]! <= 0x37; k++) {
            code = code * 8 + (bytes[this.pos++]! - 0x30);
          }
          n = this.push(n, code & 0xff);
        } else if (b === 0x0d) {
          if (bytes[this.pos] === 0x0a) this.pos++; // a line continuation
        } else if (b !== 0x0a) n = this.push(n, ESCAPES[b] ?? b);
        continue;
      } else if (b === 0x0d) {
        // An end of line inside a string reads as a single LF (7.3.4.2).
        if (bytes[this.pos] === 0x0a) this.pos++;
        b = 0x0a;
      }
      n = this.push(n, b);
    }
    throw new PdfSyntaxError('unterminated literal string', start);
  }

  /**
   * A signature's /Contents is tens of kilobytes of hex, and a verification run starts with cold
   * code: the loop does one table load per byte and no calls, and grows the buffer only per chunk.
   */
  private readHexString(): PdfString {
    const { bytes, limit } = this;
    const start = this.pos;
    let out = this.scratch;
    let n = 0;
    let high = -1;
    for (let i = start + 1; i < limit; i++) {
      const b = bytes[i]!;
      const v = HEX_VALUES[b]!;
      if (v >= 0) {
        if (high < 0) high = v;
        else {
          if (n === out.length) out = this.grow();
          out[n++] = (high << 4) | v;
          high = -1;
        }
      } else if (b === 0x3e /* > */) {
        if (high >= 0) {
          // an odd final digit reads as if followed by 0
          if (n === out.length) out = this.grow();
          out[n++] = high << 4;
        }
        this.pos = i + 1;
        return new PdfString(out.slice(0, n), true);
      } else if (isDelimiter(b)) break;
      // whitespace and junk inside hex strings are skipped, as pdf.js does
    }
    throw new PdfSyntaxError('unterminated hex string', start);
  }
}
