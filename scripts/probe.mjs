// `npm run probe`: checks a real backend against what the app reads, before switching the app on
// (README "Before switching on"). The TypeScript is src/probe/, loaded through Vite's module
// runner with the project's `@/` alias; this file only hands it the arguments, the environment,
// the terminal and the file system. Only Node's built-in fetch talks to the backend.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Reads a line from the terminal without echoing it (the password). */
function askPassword(prompt) {
  return new Promise((resolve, reject) => {
    const { stdin, stderr } = process;
    let typed = '';
    stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n' || character === '\u0004') return done();
        if (character === '\u0003') return done(new Error('Interrupted'));
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    stdin.on('data', onData);
  });
}

const { module } = await runnerImport(`${root}src/probe/cli.ts`, {
  root,
  logLevel: 'error',
  resolve: { alias: { '@': `${root}src` } },
});

process.exitCode = await module.cli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  interactive: Boolean(process.stdin.isTTY),
  askPassword,
  writeFile: (path, text) => writeFile(path, text, 'utf8'),
});
