// The route-wide fuzzer: every /ecapi route Fastify registers gets mutated requests — hostile
// values in one field (1 MB text, NUL bytes, lone surrogates, bidi overrides, huge and negative
// numbers, arrays for scalars, `__proto__` and `constructor.prototype`), fields left out or added,
// bodies of the wrong type, content type or charset, malformed ids in the path and the query — as
// an anonymous caller, an enterprise member (HR), the enterprise administrator and platform staff
// (INSIDE). Each route's request schemas are learnt from the running server (the schemas its
// handler checks with parseInput), so mutations start from a plausible request. Every reply must
// be below 500 and carry the catalogue envelope; no prototype is polluted; the heap comes back near
// its baseline. The seed is fixed for CI, printed on failure, and FUZZ_SEED replays another run.
import '../test-support/mock-fastify-routes';
import './fuzz/record-parsed-schemas';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startCpuClock } from '@ecsign/core/test-support/cpu-milliseconds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, contractKit, type Actor, type ContractKit } from '../test-support/contract-test-kit';
import { createSession } from '../modules/auth/create-session';
import { registeredRoutes, type RegisteredRoute } from './collect-routes';
import { replyProblem } from './fuzz/check-reply';
import { rawHttp } from './fuzz/raw-http';
import { baseRequest, mutateRequest, type MutatedRequest, type RouteShape } from './fuzz/mutate-request';
import { takeParsedParts } from './fuzz/record-parsed-schemas';
import { jsonSchemaOf, sampleFromSchema } from './fuzz/sample-from-schema';
import { fuzzSeed, seededRandom } from './fuzz/seeded-random';
import { isOpenRoute } from './open-routes';

const SEED = fuzzSeed(20_260_101);
/** Mutations per route and signed-in caller: about 5,000 requests in all, well under a CPU minute. */
const MUTATIONS_PER_CALLER = 6;
/** An anonymous caller is refused before the input is read on guarded routes: a few suffice. */
const ANONYMOUS_ON_GUARDED = 2;
/** Heap growth allowed over the whole run, after garbage collection. */
const HEAP_GROWTH_LIMIT = 64 * 1024 * 1024;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

type Caller = { name: string; actor?: Actor };

describe(`route fuzzer (seed ${SEED}; FUZZ_SEED=${SEED} replays it)`, () => {
  let kit: ContractKit;
  let callers: Caller[];
  let shapes: RouteShape[];
  const failures: string[] = [];
  const tally: Record<string, number> = {};

  /** Fresh sessions, so that a fuzzed logout or account switch does not end the caller's run. */
  async function renewSessions() {
    for (const caller of callers) {
      if (!caller.actor) continue;
      const { access_token } = await createSession(kit.t.context, {
        userId: caller.actor.userId,
        accountId: caller.actor.accountId,
        client: 'web',
      });
      caller.actor = { ...caller.actor, token: access_token };
    }
  }

  async function send(request: MutatedRequest, caller: Caller) {
    const reply = await kit.t.app.inject({
      method: request.method as 'POST',
      url: request.url,
      headers: { ...request.headers, ...(caller.actor ? { authorization: `Bearer ${caller.actor.token}` } : {}) },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    tally[reply.statusCode] = (tally[reply.statusCode] ?? 0) + 1;
    const problem = replyProblem(reply, request.url);
    if (problem)
      failures.push(
        `${problem}: ${caller.name} ${request.method} ${request.url.slice(0, 120)} [${request.name}] → ${reply.body.slice(0, 160)}`,
      );
    return reply;
  }

  /** One plausible request per route, as callers who pass its guard, to learn which schemas check it. */
  async function learnShape(route: RegisteredRoute): Promise<RouteShape> {
    const shape: RouteShape = { route, body: undefined, query: undefined };
    const probe = baseRequest(shape, 'probe');
    const hasBody = probe.payload !== undefined;
    const request: MutatedRequest = {
      ...probe,
      url: `${probe.url}?__probe=query`,
      ...(hasBody ? { payload: '{"__probe":"body"}' } : {}),
    };
    for (const caller of callers) {
      takeParsedParts();
      await send(request, caller);
      for (const part of takeParsedParts()) {
        const marker = (part.value as { __probe?: string } | null)?.__probe;
        const json = jsonSchemaOf(part.schema);
        const sample = json ? sampleFromSchema(json) : undefined;
        if (!sample || typeof sample !== 'object' || Array.isArray(sample)) continue;
        if (marker === 'query') shape.query ??= sample as Record<string, unknown>;
        else if (marker === 'body') shape.body ??= sample as Record<string, unknown>;
      }
      if (shape.query || shape.body) break;
    }
    return shape;
  }

  beforeAll(async () => {
    kit = await contractKit();
    callers = [
      { name: 'anonymous' },
      { name: 'member (HR)', actor: kit.hr },
      { name: 'enterprise administrator', actor: kit.admin },
      { name: 'platform staff (INSIDE)', actor: await actor(kit.t, 'ops', 'PERSONAL') },
    ];
    shapes = [];
    for (const route of registeredRoutes.filter((r) => r.url.startsWith('/ecapi/'))) {
      await renewSessions();
      shapes.push(await learnShape(route));
    }
  }, 300_000);

  afterAll(async () => {
    const statuses = Object.entries(tally)
      .map(([status, n]) => `${status}×${n}`)
      .join('  ');
    console.log(
      `route fuzzer: seed ${SEED}, ${shapes.length} routes, ${shapes.filter((s) => s.body || s.query).length} with a learnt schema; ${statuses}`,
    );
    await kit.t.close();
  });

  it('answers every mutated request below 500 with the catalogue envelope, pollutes nothing and keeps its heap', async () => {
    expect(shapes.length).toBeGreaterThan(200);
    const random = seededRandom(SEED);
    const baseline = heapAfterGc();
    const cpu = startCpuClock();
    for (const shape of shapes) {
      await renewSessions();
      const open = isOpenRoute(shape.route.method, shape.route.url);
      for (const caller of callers) {
        const count = !caller.actor && !open ? ANONYMOUS_ON_GUARDED : MUTATIONS_PER_CALLER;
        for (let i = 0; i < count; i++) await send(mutateRequest(shape, random), caller);
      }
    }
    const cpuMs = cpu();
    const growth = heapAfterGc() - baseline;
    console.log(`route fuzzer: ${Math.round(cpuMs)} ms CPU, heap ${Math.round(growth / 1024 / 1024)} MB over baseline`);
    expect(failures, `seed ${SEED} (FUZZ_SEED=${SEED} replays it)`).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(growth).toBeLessThan(HEAP_GROWTH_LIMIT);
    // The budget CI can afford: the run's own CPU, never wall-clock time.
    expect(cpuMs).toBeLessThan(120_000);
  }, 600_000);

  it('answers what only a real socket can send with the envelope, and never drops the connection', async () => {
    await kit.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = kit.t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const json = '{"username":"admin","password":"x"}';
    const post = (type: string) =>
      `POST /ecapi/token/accessToken HTTP/1.1\r\nHost: a\r\nConnection: close\r\nContent-Type: ${type}\r\nContent-Length: ${json.length}\r\n\r\n${json}`;
    const cases: [string, string][] = [
      ['URL beyond the header limit', `GET /ecapi/health?pad=${'x'.repeat(200_000)} HTTP/1.1\r\nHost: a\r\n\r\n`],
      ['broken request line', 'GARBAGE\r\n\r\n'],
      ['NUL in a header', 'GET /ecapi/health HTTP/1.1\r\nHost: a\r\nX-Fuzz: a\0b\r\n\r\n'],
      [
        'broken chunk size',
        'POST /ecapi/token/accessToken HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      ],
      ['JSON in latin1', post('application/json; charset=latin1')],
      ['text/plain body', post('text/plain')],
      ['NUL id in the path', 'GET /ecapi/cb/assemble/help/file/a%00b HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'],
      ['undecodable path', 'GET /ecapi/cb/assemble/help/file/%FF%FE HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'],
    ];
    const problems: string[] = [];
    for (const [name, request] of cases) {
      const reply = await rawHttp(port, request);
      const problem = reply ? replyProblem(reply, '') : 'connection closed without a reply';
      if (problem) problems.push(`${name}: ${problem} ${reply?.body.slice(0, 160) ?? ''}`);
    }
    expect(problems).toEqual([]);
  });
});
