import { type ProbeIo, type ProbeOptions, type ProbeResult, runProbe } from './run-probe';

/**
 * `npm run probe`'s command line (scripts/probe.mjs loads this module): the options from the
 * arguments, the password from `PROBE_PASSWORD` or a prompt that does not echo, never from an
 * argument (it would stay in the shell's history and in the list of processes).
 */

export const PASSWORD_VARIABLE = 'PROBE_PASSWORD';

export const USAGE = `Usage: ${PASSWORD_VARIABLE}=… npm run probe -- --api https://host/amicale/v1 --email admin@example.org [--origin https://app.example.org] [--json report.json]

  --api URL       the API's base, up to /v1
  --email E       the account to sign in with (an administrator reads the most calls)
  --origin O      the app's origin: check each call for CORS from it
  --json FILE     also write the findings as a JSON report
  --timeout S     seconds per request (20)
  --year Y        the calendar orders' year to read (this year)

The password comes from ${PASSWORD_VARIABLE}, or, in a terminal, from a prompt that does not echo.
Exit 0: the app can read every answer; 1: it cannot read one (or the sign-in failed); 2: usage.`;

export interface ProbeArgs {
  options: Omit<ProbeOptions, 'password'>;
  json?: string;
}

type Parsed = { help: true } | { args: ProbeArgs } | { refusal: string };

const PASSWORD_REFUSED =
  `The password is never taken from the command line (it would stay in the shell's history and ` +
  `in the list of processes): set ${PASSWORD_VARIABLE}, or run the probe in a terminal to be asked.`;

const VALUED = ['--api', '--email', '--origin', '--json', '--timeout', '--year'] as const;
type Valued = (typeof VALUED)[number];

const isHttp = (text: string) => {
  try {
    const address = new URL(text);
    return address.protocol === 'http:' || address.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The probe's options from its arguments, or why they are refused. */
export function parseProbeArgs(argv: readonly string[]): Parsed {
  const values: Partial<Record<Valued, string>> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--help' || argument === '-h') return { help: true };
    const [name, inline] = argument.startsWith('--')
      ? [
          argument.split('=')[0],
          argument.includes('=') ? argument.slice(argument.indexOf('=') + 1) : undefined,
        ]
      : [argument, undefined];
    if (/^--?(password|pass|pwd|p)$/i.test(name)) return { refusal: PASSWORD_REFUSED };
    if (!(VALUED as readonly string[]).includes(name)) {
      return { refusal: `Unknown argument '${name}'.` };
    }
    const value = inline ?? argv[index + 1];
    if (inline === undefined) index += 1;
    if (value === undefined || value.startsWith('--')) {
      return { refusal: `${name} needs a value.` };
    }
    values[name as Valued] = value;
  }
  const { '--api': api, '--email': email, '--origin': origin } = values;
  if (!api || !isHttp(api)) return { refusal: '--api needs the http(s) address of the API.' };
  if (!email) return { refusal: '--email needs the account to sign in with.' };
  if (
    origin !== undefined &&
    (!isHttp(origin) || new URL(origin).origin !== origin.replace(/\/$/, ''))
  ) {
    return { refusal: '--origin needs an origin, as https://app.example.org (no path).' };
  }
  const timeout = values['--timeout'] === undefined ? undefined : Number(values['--timeout']);
  if (timeout !== undefined && !(timeout > 0)) {
    return { refusal: '--timeout needs a number of seconds.' };
  }
  const year = values['--year'] === undefined ? undefined : Number(values['--year']);
  if (year !== undefined && !Number.isInteger(year)) return { refusal: '--year needs a year.' };
  return {
    args: {
      options: {
        api,
        email,
        ...(origin ? { origin } : {}),
        ...(timeout ? { timeoutMs: timeout * 1000 } : {}),
        ...(year ? { year } : {}),
      },
      ...(values['--json'] ? { json: values['--json'] } : {}),
    },
  };
}

export interface CliIo extends ProbeIo {
  /** A message about the command itself (usage, refusals), not a finding. */
  err: (line: string) => void;
  /** Whether a person can be asked for the password. */
  interactive: boolean;
  /** Asks for the password without echoing it. */
  askPassword: (prompt: string) => Promise<string>;
  writeFile: (path: string, text: string) => Promise<void>;
}

/** The JSON report of `--json`: the findings, without the password or the token. */
export function reportOf(result: ProbeResult): string {
  return `${JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2)}\n`;
}

/** Runs the command: its exit code. */
export async function cli(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CliIo,
): Promise<number> {
  const parsed = parseProbeArgs(argv);
  if ('help' in parsed) {
    io.out(USAGE);
    return 0;
  }
  if ('refusal' in parsed) {
    io.err(parsed.refusal);
    io.err(USAGE);
    return 2;
  }
  const { options, json } = parsed.args;
  let password = env[PASSWORD_VARIABLE] ?? '';
  if (!password && io.interactive)
    password = await io.askPassword(`Password of ${options.email}: `);
  if (!password) {
    io.err(`No password: set ${PASSWORD_VARIABLE} (or run the probe in a terminal to be asked).`);
    return 2;
  }
  const result = await runProbe({ ...options, password }, io);
  if (json) {
    await io.writeFile(json, reportOf(result));
    io.out(`Report written to ${json}`);
  }
  return result.exitCode;
}
