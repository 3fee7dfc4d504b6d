// docs/measures.md holds what the measuring scripts found on their latest run: each script
// rewrites its own section, between `<!-- measures:{name} -->` and `<!-- /measures:{name} -->`,
// and leaves the rest of the file as it is (the other script's section, what is written by hand).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const FILE = fileURLToPath(new URL('../docs/measures.md', import.meta.url));

/** The npm command that ran this script, with its options: `npm run size -- --keep`. */
export function commandLine(script, args) {
  return `npm run ${script}${args.length ? ` -- ${args.join(' ')}` : ''}`;
}

/**
 * Replaces the section `name` of docs/measures.md with `markdown` (a `##` heading and its
 * figures), after a line saying when, on which Node.js and by which command they were measured.
 * A section the file lacks is added at its end.
 */
export async function writeMeasures(name, { heading, command, verdict, markdown }) {
  const start = `<!-- measures:${name} -->`;
  const end = `<!-- /measures:${name} -->`;
  const day = new Date().toISOString().slice(0, 10);
  const section = [
    start,
    `## ${heading}`,
    `Measured on ${day} with Node.js ${process.version} on ${availableParallelism()} cores, by \`${command}\`: ${verdict}.`,
    markdown.trim(),
    end,
  ].join('\n\n');
  const text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Measures\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + section + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  const options = (await prettier.resolveConfig(FILE)) ?? {};
  writeFileSync(FILE, await prettier.format(next, { ...options, filepath: FILE }));
  console.log(`Written to docs/measures.md (section ${name}).`);
}
