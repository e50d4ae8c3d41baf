// The shape every benchmark part reports in, so `npm run bench` can print one table for all of
// them and each part can still run alone with the same rows.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../scripts/nx.mjs';

/**
 * One line of the combined table. `met` is true or false when the row has a target, and null
 * when it is a figure reported for information (a throughput with no target of its own).
 */
export function row(part, measure, figure, target = '-', met = null) {
  return { part, measure, figure, target, met };
}

const verdict = (met) => (met === null ? '-' : met ? 'met' : '**NOT met**');

/** The rows as a Markdown table. */
export function markdownTable(rows) {
  const lines = ['| part | measure | figure | target | result |', '|---|---|---|---|---|'];
  for (const r of rows)
    lines.push(`| ${r.part} | ${r.measure} | ${r.figure} | ${r.target} | ${verdict(r.met)} |`);
  return lines.join('\n');
}

/** Whether every row with a target met it. */
export const allMet = (rows) => rows.every((r) => r.met !== false);

/** True when the module with this import.meta.url is the script node was started with. */
export function isMain(moduleUrl) {
  return Boolean(process.argv[1]) && pathToFileURL(process.argv[1]).href === moduleUrl;
}

/** Writes the report to tmp/<name> (ignored by git) and returns the path. */
export function writeReport(name, text) {
  const dir = join(root, 'tmp');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/**
 * Runs one part on its own: prints its detail lines and its rows, and exits non-zero when a
 * target was missed, so a script or CI step can act on the verdict.
 */
export async function runAlone(measure) {
  const before = loadavg()[0];
  const { rows, details } = await measure();
  // The machine's load says how far figures taken on it can be compared with others.
  const load = `load average ${before.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end`;
  console.log(`\n${load}\n\n${details.join('\n')}\n\n${markdownTable(rows)}`);
  if (!allMet(rows)) process.exitCode = 1;
}

/** Percentile of an ascending array (nearest rank). */
export function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
