import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import { server } from '@/mocks/backend/node';
import { setBackendOptions } from '@/mocks/backend/options';
import { type CliIo, PASSWORD_VARIABLE, cli, parseProbeArgs } from './cli';
import { type Loopback, type LoopbackOptions, startLoopback } from './loopback-backend';
import { type ProbeResult, runProbe } from './run-probe';

/**
 * `npm run probe` against the embedded backend served over real HTTP on 127.0.0.1: what an
 * integrator reads (the lines, the JSON report) and the exit status, for the backend as it is and
 * for answers a real backend might give.
 */

const ORIGIN = 'https://app.amicale.test';
const admin = DEMO_ACCOUNTS.admin;
const member = DEMO_ACCOUNTS.member;

let loopback: Loopback | undefined;

async function serve(options: LoopbackOptions = {}): Promise<Loopback> {
  loopback = await startLoopback(options);
  return loopback;
}

beforeEach(() => {
  // The probe's requests go over real HTTP to the loopback server, past the tests' own MSW.
  server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

afterEach(async () => {
  await loopback?.close();
  loopback = undefined;
});

async function probe(
  backend: Loopback,
  account: { email: string; password: string } = admin,
  origin?: string,
): Promise<{ result: ProbeResult; lines: string[] }> {
  const lines: string[] = [];
  const result = await runProbe(
    { api: backend.api, email: account.email, password: account.password, origin },
    { out: (line) => lines.push(line) },
  );
  return { result, lines };
}

/** The one line printed for a call (its path as printed starts with `start`). */
function lineOf(lines: readonly string[], start: string): string {
  const found = lines.filter((line) => line.startsWith(`GET ${start}`));
  expect(found, start).toHaveLength(1);
  return found[0];
}

/** An answer of the handlers with its JSON changed by `edit`. */
const edited =
  (edit: (body: Record<string, unknown>) => unknown) =>
  async (answer: Response): Promise<Response> => {
    const body = (await answer.clone().json()) as Record<string, unknown>;
    return Response.json(edit(body), { status: answer.status });
  };

/** The records of a list answer. */
const recordsOf = (body: Record<string, unknown>) =>
  (body._embedded as { data: Record<string, unknown>[] }).data;

describe('npm run probe', () => {
  it('reads every call of the embedded backend as it is, from the app’s origin: exit 0', async () => {
    const backend = await serve({ origin: ORIGIN });
    const { result, lines } = await probe(backend, admin, ORIGIN);

    expect(result.exitCode).toBe(0);
    expect(lines[0]).toBe(`Probing ${backend.api} as ${admin.email} from the origin ${ORIGIN}`);
    expect(lines.at(-1)).toMatch(/^Summary: \d+ readable, 0 not readable, 0 refused .*; exit 0$/);
    expect(result.summary.unreadable + result.summary.partly).toBe(0);
    expect(result.findings.filter((finding) => finding.verdict === 'readable').length).toBe(
      result.summary.readable,
    );
    expect(lineOf(lines, '/users?sort=lastName,asc&page=0&size=25')).toMatch(
      /200 {2}readable; 25 records; page present \(totalElements \d+\).*CORS allowed$/,
    );
    expect(lineOf(lines, '/reservations/')).toContain('linked: resource');
    expect(lineOf(lines, '/commands/calendar/')).toContain('embedded: person');
    // Every read of the table is either made or said not tried, with why.
    expect(lineOf(lines, '/users/4/unsecure')).toContain(
      'not tried: needs a renewal link’s one-use token',
    );
    expect(lineOf(lines, '/resources/cotisation')).toContain('not tried');
    // A list of the specification that no screen reads is not asked: its absence fails nothing.
    for (const unread of ['/commissions/light', '/news/light']) {
      expect(lineOf(lines, unread)).toContain('not tried: the app never makes this call');
      expect(backend.seen.some((request) => request.includes(unread))).toBe(false);
    }
    // A card's code is a secret of its holder: never printed.
    expect(lineOf(lines, '/cards/')).toMatch(
      /^GET \/cards\/\{the code of \/users\/4\/card\} {2}200/,
    );
    expect(lineOf(lines, '/siteconfiguration/rgpd')).toMatch(
      /200 {2}readable; text, \d+ characters/,
    );
    // Nothing the probe does is a write: the sign-in is its one POST.
    const writes = backend.seen.filter((request) => !/^(GET|OPTIONS) /.test(request));
    expect(writes).toEqual(['POST /auth/signin']);
    expect(backend.seen.filter((request) => request.startsWith('OPTIONS ')).length).toBeGreaterThan(
      20,
    );
  });

  it('says a 403 for a plain member as such, not as a failure: exit 0', async () => {
    const backend = await serve();
    const { result, lines } = await probe(backend, member);

    expect(lines[2]).toMatch(/^Signed in: user \d+, roles /);
    expect(lineOf(lines, '/users?')).toMatch(
      / 403 {2}refused to this account \(403\), not a failure of the backend$/,
    );
    expect(result.summary.refused).toBeGreaterThan(0);
    expect(result.summary.unreadable).toBe(0);
    expect(result.exitCode).toBe(0);
  });

  it('names a field of the wrong kind in a list’s records: exit 1', async () => {
    const backend = await serve({
      change: async (path, request, answer) =>
        path === '/users' && request.method === 'GET'
          ? edited((body) => {
              recordsOf(body)[0].firstName = 42;
              return body;
            })(answer)
          : undefined,
    });
    const { result, lines } = await probe(backend);

    const line = lineOf(lines, '/users?');
    expect(line).toContain('mistyped: firstName: number, string expected (1/25)');
    // The app leaves the record out (a tolerant reader) or cannot read the list (a strict one).
    expect(line).toMatch(/READABLE WITH 1 of 25 records left out|NOT READABLE/);
    expect(result.exitCode).toBe(1);
    expect(lines.at(-1)).toMatch(/exit 1$/);
  });

  it('names a record whose id is a boolean: not readable, exit 1', async () => {
    const backend = await serve({
      change: async (path, _request, answer) =>
        /^\/news\/\d+$/.test(path) ? edited((body) => ({ ...body, id: true }))(answer) : undefined,
    });
    const { result, lines } = await probe(backend);

    const line = lineOf(lines, '/news/1');
    expect(line).toMatch(/^GET \/news\/1 {2}200 {2}NOT READABLE: the app says ".*id/);
    // An id is a number (or, read tolerantly, a string of digits): never a boolean.
    expect(line).toMatch(/mistyped: id: boolean, number( or string)? expected/);
    expect(result.exitCode).toBe(1);
  });

  it('names a list without _embedded whose page counts records: not readable, exit 1', async () => {
    const backend = await serve({
      change: async (path, _request, answer) =>
        path === '/albums'
          ? edited((body) => ({ page: { ...(body.page as object), totalElements: 3 } }))(answer)
          : undefined,
    });
    const { result, lines } = await probe(backend);

    const line = lineOf(lines, '/albums?');
    expect(line).toMatch(/^GET \/albums\?sort=date,desc&page=0&size=200 {2}200 {2}NOT READABLE/);
    expect(line).toContain('no _embedded.data, yet page.totalElements is 3');
    // The photos need an album's id: none came.
    expect(lineOf(lines, '/albums/:id/photos')).toContain('not tried: /albums?sort=date,desc');
    expect(result.exitCode).toBe(1);
  });

  it('names a server error on one call: exit 1', async () => {
    const backend = await serve({
      change: async (path) =>
        path === '/documents'
          ? Response.json({ status: 500, message: 'boom' }, { status: 500 })
          : undefined,
    });
    const { result, lines } = await probe(backend);

    expect(lineOf(lines, '/documents?')).toMatch(/ 500 {2}NOT READABLE: a server error \(500\)$/);
    expect(result.summary.unreadable).toBe(1);
    expect(result.exitCode).toBe(1);
  });

  it('names a call answered without CORS headers for the app’s origin: exit 1', async () => {
    const backend = await serve({ origin: ORIGIN, noCorsOn: (path) => path === '/partners' });
    const { result, lines } = await probe(backend, admin, ORIGIN);

    const line = lineOf(lines, '/partners?');
    expect(line).toMatch(/ 200 {2}NOT READABLE: CORS refused for https:\/\/app\.amicale\.test; /);
    expect(line).toContain('CORS REFUSED: preflight: no Access-Control-Allow-Origin');
    expect(line).toContain('preflight: Access-Control-Allow-Headers lacks authorization');
    expect(line).toMatch(/answer: no Access-Control-Allow-Origin$/);
    expect(lineOf(lines, '/documents?')).toMatch(/CORS allowed$/);
    expect(result.summary.unreadable).toBe(1);
    expect(result.exitCode).toBe(1);
  });

  it('reports a null field and an unknown one, and stays readable: exit 0', async () => {
    const backend = await serve({
      change: async (path, _request, answer) =>
        path === '/users/4'
          ? edited((body) => ({ ...body, phone: null, grade: 'Capitaine' }))(answer)
          : undefined,
    });
    const { result, lines } = await probe(backend);

    const line = lineOf(lines, '/users/4 ');
    expect(line).toMatch(/^GET \/users\/4 {2}200 {2}readable; /);
    expect(line).toContain('null: phone');
    expect(line).toContain('unknown: grade');
    expect(result.exitCode).toBe(0);
  });

  it('reads a Spring Data REST backend: nulls written, ids in _links.self.href only', async () => {
    setBackendOptions({ nulls: true, idsInBody: false });
    const backend = await serve();
    const { result, lines } = await probe(backend);

    const users = lineOf(lines, '/users?');
    expect(users).toMatch(/ 200 {2}readable; 25 records; /);
    expect(users).toContain('missing: id (25/25)');
    expect(users).toContain('id only in _links.self.href (25 of 25)');
    expect(users).toMatch(/null: \w+ \(\d+\/25\)/);
    // The ids the next calls need come from the links, as the app reads them.
    expect(lines.filter((line) => /^GET \/news\/\d+ {2}200 {2}readable/.test(line))).toHaveLength(
      1,
    );
    expect(result.exitCode).toBe(0);
  });

  it('says a refused sign-in and reads nothing more: exit 1', async () => {
    const backend = await serve();
    const { result, lines } = await probe(backend, { email: admin.email, password: 'wrong' });

    expect(lines[1]).toMatch(/^POST \/auth\/signin {2}40\d {2}NOT READABLE: sign-in refused/);
    expect(backend.seen).toEqual(['POST /auth/signin']);
    expect(result.exitCode).toBe(1);
  });
});

describe('the command line', () => {
  function io(written: Map<string, string>) {
    const out: string[] = [];
    const err: string[] = [];
    const handed: CliIo = {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      interactive: false,
      askPassword: () => Promise.reject(new Error('not asked')),
      writeFile: async (path, text) => {
        written.set(path, text);
      },
    };
    return { handed, out, err };
  }

  it('never takes the password from an argument', async () => {
    const backend = await serve();
    for (const argument of [['--password', 'Secret1!'], ['--password=Secret1!'], ['-p', 'x']]) {
      expect(parseProbeArgs(['--api', backend.api, '--email', admin.email, ...argument])).toEqual({
        refusal: expect.stringContaining(`set ${PASSWORD_VARIABLE}`) as unknown,
      });
      const { handed, err } = io(new Map());
      const code = await cli(
        ['--api', backend.api, '--email', admin.email, ...argument],
        {},
        handed,
      );
      expect(code).toBe(2);
      expect(err[0]).toMatch(/^The password is never taken from the command line/);
      expect(err.join('\n')).not.toContain('Secret1!');
    }
    expect(backend.seen).toEqual([]);
  });

  it('takes it from the environment and writes the JSON report', async () => {
    const backend = await serve();
    const written = new Map<string, string>();
    const { handed, out } = io(written);
    const code = await cli(
      ['--api', backend.api, '--email', admin.email, '--json', 'report.json'],
      { [PASSWORD_VARIABLE]: admin.password },
      handed,
    );

    expect(code).toBe(0);
    expect(out.at(-1)).toBe('Report written to report.json');
    const text = written.get('report.json') ?? '';
    expect(text).not.toContain(admin.password);
    const report = JSON.parse(text) as ProbeResult;
    expect(report).toMatchObject({ api: backend.api, email: admin.email, exitCode: 0 });
    expect(report.account?.roles).toEqual(['general_SUPER-ADMIN']);
    const users = report.findings.find((finding) => finding.call === '/users');
    expect(users).toMatchObject({ status: 200, verdict: 'readable', page: { present: true } });
  });

  it('refuses to start without a password when no one can be asked', async () => {
    const { handed, err } = io(new Map());
    const code = await cli(['--api', 'http://127.0.0.1:9/v1', '--email', admin.email], {}, handed);
    expect(code).toBe(2);
    expect(err[0]).toBe(
      `No password: set ${PASSWORD_VARIABLE} (or run the probe in a terminal to be asked).`,
    );
  });

  it('runs as `npm run probe` does (scripts/probe.mjs), its exit code and report', async () => {
    const backend = await serve({
      change: async (path) =>
        path === '/partners'
          ? new Response('<html>Bad gateway</html>', { status: 502 })
          : undefined,
    });
    const folder = await mkdtemp(join(tmpdir(), 'probe-'));
    try {
      const report = join(folder, 'report.json');
      const run = await new Promise<{ code: number; stdout: string }>((resolve) => {
        execFile(
          process.execPath,
          ['scripts/probe.mjs', '--api', backend.api, '--email', admin.email, '--json', report],
          { env: { ...process.env, [PASSWORD_VARIABLE]: admin.password }, timeout: 60_000 },
          (error, stdout) => resolve({ code: error ? Number(error.code) : 0, stdout }),
        );
      });
      expect(run.stdout).toMatch(
        /^GET \/partners\?sort=name,asc&page=0&size=200 {2}502 {2}NOT READABLE/m,
      );
      expect(run.code).toBe(1);
      const written = JSON.parse(await readFile(report, 'utf8')) as ProbeResult;
      expect(written.exitCode).toBe(1);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
