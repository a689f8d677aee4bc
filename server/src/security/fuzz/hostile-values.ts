// The hostile inputs the route fuzzer sends, as raw JSON text (so a body can carry what
// JSON.stringify cannot write: `1e9999`, a `__proto__` key, a lone surrogate escape) and as raw
// URL text for paths and queries (percent sequences that are not UTF-8, encoded NUL bytes).

export interface Hostile {
  name: string;
  /** The value as JSON text. */
  json: string;
}

/** About 1 MB of text, under the 10 MB body limit so it reaches the handler and its schema. */
export const HUGE_TEXT = 'x'.repeat(1_000_000);

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

export const HOSTILE_JSON_VALUES: readonly Hostile[] = [
  { name: 'empty string', json: '""' },
  { name: 'blank string', json: '"   "' },
  { name: 'huge string (1 MB)', json: JSON.stringify(HUGE_TEXT) },
  { name: 'NUL byte', json: '"\\u0000"' },
  { name: 'NUL inside text', json: '"a\\u0000b"' },
  { name: 'lone high surrogate', json: '"\\ud800"' },
  { name: 'lone low surrogate', json: '"x\\udfffy"' },
  { name: 'bidi overrides', json: '"\\u202eabc\\u2066def\\u202c"' },
  { name: 'byte order mark', json: '"\\ufeff"' },
  { name: 'SQL quote', json: `"' OR '1'='1"` },
  { name: 'path traversal', json: '"../../../etc/passwd"' },
  { name: 'long digits', json: `"${'9'.repeat(400)}"` },
  { name: 'NaN as text', json: '"NaN"' },
  { name: 'Infinity as text', json: '"-Infinity"' },
  { name: 'huge number', json: '1e308' },
  { name: 'overflowing number', json: '1e9999' },
  { name: 'negative huge number', json: '-1e308' },
  { name: 'minus one', json: '-1' },
  { name: 'negative zero', json: '-0' },
  { name: 'beyond safe integer', json: '18446744073709551616' },
  { name: 'fraction', json: '1.5' },
  { name: 'true', json: 'true' },
  { name: 'null', json: 'null' },
  { name: 'empty array', json: '[]' },
  { name: 'array for a scalar', json: '["x", 1]' },
  { name: 'empty object', json: '{}' },
  { name: 'operator object', json: '{"$gt": ""}' },
  { name: 'deep array', json: deepArray(2000) },
  { name: '__proto__ object', json: '{"__proto__": {"polluted": "fuzz"}}' },
  { name: 'constructor.prototype object', json: '{"constructor": {"prototype": {"polluted": "fuzz"}}}' },
];

/** Raw (already URL-encoded) values for an id in a path segment or a query value. */
export const MALFORMED_IDS: readonly string[] = [
  'abc',
  '0',
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(400),
  'x'.repeat(5000),
  '%00',
  'a%00b',
  '00000000-0000-4000-8000-00000000000%00',
  '%ED%A0%80',
  '%FF%FE',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%20'1'%3D'1",
  '%25',
  '__proto__',
  'constructor',
  '%20',
];

/** Query strings that abuse the parser rather than one value. */
export const HOSTILE_QUERY_SHAPES: readonly ((key: string) => string)[] = [
  (key) => `${key}=1&${key}=2`,
  (key) => `${key}[]=1`,
  (key) => `${key}[__proto__][polluted]=fuzz`,
  () => '__proto__[polluted]=fuzz',
  () => 'constructor[prototype][polluted]=fuzz',
  (key) => `${key}`,
  (key) => `${key}=`,
  (key) => `${key}=${'y'.repeat(3000)}`,
];
