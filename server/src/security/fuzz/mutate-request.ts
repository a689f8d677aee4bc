// Builds one mutated request for a route from what the fuzzer learnt about it (its path
// parameters, and a sample body and query drawn from the schemas its handler checks): a hostile
// value in one field, a field left out or added, a body of the wrong type or content type, or a
// malformed id in the path or the query.
import { fillPath, type RegisteredRoute } from '../collect-routes';
import { HOSTILE_JSON_VALUES, HOSTILE_QUERY_SHAPES, MALFORMED_IDS } from './hostile-values';
import type { SeededRandom } from './seeded-random';

export interface RouteShape {
  route: RegisteredRoute;
  /** A plausible body (an object for JSON routes), from the schema the handler checks it with. */
  body: Record<string, unknown> | undefined;
  /** A plausible query, from the schema the handler checks it with. */
  query: Record<string, unknown> | undefined;
}

export interface MutatedRequest {
  /** What was mutated, for the failure message. */
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const VALID_ID = '00000000-0000-4000-8000-000000000000';
const JSON_TYPE = 'application/json';

/** JSON text of `fields` with some values replaced by raw JSON text and raw members appended. */
function jsonText(fields: Record<string, unknown>, raw: Record<string, string> = {}, extra: string[] = []): string {
  const members = Object.entries(fields).map(
    ([key, value]) => `${JSON.stringify(key)}:${raw[key] ?? JSON.stringify(value ?? null)}`,
  );
  return `{${[...members, ...extra].join(',')}}`;
}

const queryText = (query: Record<string, unknown> | undefined) =>
  Object.entries(query ?? {})
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');

const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

/** The route's request with plausible values: the base every mutation changes one thing of. */
function baseRequest(shape: RouteShape, name: string): MutatedRequest {
  const query = queryText(shape.query);
  const url = fillPath(shape.route.url, {}, VALID_ID) + (query ? `?${query}` : '');
  return hasBody(shape.route.method)
    ? {
        name,
        method: shape.route.method,
        url,
        headers: { 'content-type': JSON_TYPE },
        payload: jsonText(shape.body ?? {}),
      }
    : { name, method: shape.route.method, url, headers: {} };
}

type Mutator = (shape: RouteShape, random: SeededRandom) => MutatedRequest;

const malformedPathId: Mutator = (shape, random) => {
  const params = pathParams(shape.route.url);
  const target = random.pick(params);
  const value = random.pick(MALFORMED_IDS);
  const base = baseRequest(shape, `path :${target} = ${value.slice(0, 40)}`);
  const [, query = ''] = base.url.split('?');
  const path = fillPath(shape.route.url, { [target]: value }, VALID_ID);
  return { ...base, url: query ? `${path}?${query}` : path };
};

const malformedQuery: Mutator = (shape, random) => {
  const keys = Object.keys(shape.query ?? {});
  const key = keys.length ? random.pick(keys) : random.pick(['id', 'current', 'size', 'enterpriseId']);
  const rest = Object.fromEntries(Object.entries(shape.query ?? {}).filter(([k]) => k !== key));
  const hostile = random.next() < 0.6 ? `${key}=${random.pick(MALFORMED_IDS)}` : random.pick(HOSTILE_QUERY_SHAPES)(key);
  const base = baseRequest(shape, `query ${hostile.slice(0, 60)}`);
  const path = base.url.split('?')[0] as string;
  const others = queryText(rest);
  return { ...base, url: `${path}?${[others, hostile].filter(Boolean).join('&')}` };
};

const hostileField: Mutator = (shape, random) => {
  const fields = shape.body ?? {};
  const keys = Object.keys(fields);
  const key = keys.length ? random.pick(keys) : 'id';
  const hostile = random.pick(HOSTILE_JSON_VALUES);
  const base = baseRequest(shape, `body.${key} = ${hostile.name}`);
  return {
    ...base,
    headers: { 'content-type': JSON_TYPE },
    payload: jsonText({ [key]: null, ...fields }, { [key]: hostile.json }),
  };
};

const missingOrExtraField: Mutator = (shape, random) => {
  const fields = { ...(shape.body ?? {}) };
  const keys = Object.keys(fields);
  const choice = random.below(4);
  if (choice === 0 && keys.length) {
    const key = random.pick(keys);
    delete fields[key];
    return { ...baseRequest(shape, `body without ${key}`), payload: jsonText(fields) };
  }
  const extra = [
    '"__proto__":{"polluted":"fuzz","isAdmin":true}',
    '"constructor":{"prototype":{"polluted":"fuzz"}}',
    `"unexpectedField":${random.pick(HOSTILE_JSON_VALUES).json}`,
  ][choice % 3] as string;
  return { ...baseRequest(shape, `body with ${extra.slice(0, 40)}`), payload: jsonText(fields, {}, [extra]) };
};

/** Whole bodies of the wrong shape, encoding or content type. */
const WRONG_BODIES: readonly { name: string; type?: string; payload?: (json: string) => string | Buffer }[] = [
  { name: 'no body' },
  { name: 'JSON null', type: JSON_TYPE, payload: () => 'null' },
  { name: 'JSON array', type: JSON_TYPE, payload: (json) => `[${json}]` },
  { name: 'JSON string', type: JSON_TYPE, payload: () => '"x"' },
  { name: 'JSON number', type: JSON_TYPE, payload: () => '-1e9999' },
  { name: 'invalid JSON', type: JSON_TYPE, payload: (json) => json.slice(0, -1) },
  { name: 'trailing garbage', type: JSON_TYPE, payload: (json) => `${json}}x` },
  { name: 'empty JSON body', type: JSON_TYPE, payload: () => '' },
  { name: 'byte order mark', type: JSON_TYPE, payload: (json) => `\ufeff${json}` },
  { name: 'NUL bytes as JSON', type: JSON_TYPE, payload: () => Buffer.alloc(64) },
  { name: 'text/plain', type: 'text/plain', payload: (json) => json },
  { name: 'charset latin1', type: 'application/json; charset=latin1', payload: (json) => json },
  { name: 'charset utf-16', type: 'application/json; charset=utf-16', payload: (json) => Buffer.from(json, 'utf16le') },
  { name: 'form-urlencoded', type: 'application/x-www-form-urlencoded', payload: () => 'id=%00&__proto__=x&a=%FF' },
  {
    name: 'multipart',
    type: 'multipart/form-data; boundary=fuzz',
    payload: () =>
      '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-\0\r\n--fuzz--\r\n',
  },
  { name: 'multipart without boundary', type: 'multipart/form-data', payload: () => '--x\r\n\r\n' },
  { name: 'octet-stream', type: 'application/octet-stream', payload: () => Buffer.from([0, 255, 254, 0, 37, 80]) },
  { name: 'garbage content type', type: ';;==;charset', payload: (json) => json },
  { name: 'deep nesting', type: JSON_TYPE, payload: () => '['.repeat(5000) + ']'.repeat(5000) },
];

const wrongBody: Mutator = (shape, random): MutatedRequest => {
  const wrong = random.pick(WRONG_BODIES);
  const base = baseRequest(shape, `body: ${wrong.name}`);
  const json = jsonText(shape.body ?? {});
  if (!wrong.type) return { name: base.name, method: base.method, url: base.url, headers: {} };
  return { ...base, headers: { 'content-type': wrong.type }, payload: wrong.payload?.(json) ?? '' };
};

/** One mutated request, of a kind that fits the route (path ids only where it has parameters). */
export function mutateRequest(shape: RouteShape, random: SeededRandom): MutatedRequest {
  const kinds: Mutator[] = [malformedQuery];
  if (pathParams(shape.route.url).length) kinds.push(malformedPathId, malformedPathId);
  if (hasBody(shape.route.method)) kinds.push(hostileField, hostileField, missingOrExtraField, wrongBody);
  return random.pick(kinds)(shape, random);
}

export { baseRequest };
