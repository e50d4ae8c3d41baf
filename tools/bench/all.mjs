#!/usr/bin/env node
// `npm run bench`: every benchmark part once (API, analysis, bundle, Lighthouse), one after the
// other on a quiet machine, then one Markdown table with each target and whether it was met,
// printed and written to tmp/bench.md. Builds once first; the parts then serve that build.
// Exits non-zero when a target was missed. BENCH_PARTS=api,lighthouse runs a subset.
import { cpus, loadavg } from 'node:os';
import { nx } from '../scripts/nx.mjs';
import { measureAnalysis } from './analysis.mjs';
import { measureApi } from './api.mjs';
import { measureBundle } from './bundle.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { allMet, markdownTable, writeReport } from './report.mjs';

const PARTS = {
  api: ['API', measureApi],
  analysis: ['Analysis', measureAnalysis],
  bundle: ['Bundle', measureBundle],
  lighthouse: ['Lighthouse', measureLighthouse],
};
const chosen = (process.env.BENCH_PARTS ?? Object.keys(PARTS).join(',')).split(',');
for (const name of chosen) if (!PARTS[name]) throw new Error(`Unknown part ${name}`);

if (process.env.SKIP_BUILD !== '1') {
  console.error('Building the product...');
  if (nx(['run-many', '-t', 'build', '--projects=api,host,student,admin']) !== 0)
    throw new Error('The build failed');
  process.env.SKIP_BUILD = '1'; // inherited by every product the parts start
}

// Other work on the machine skews every figure: the load at the start goes into the report.
const [load1] = loadavg();
const started = new Date();
const rows = [];
const sections = [];
for (const name of chosen) {
  const [title, measure] = PARTS[name];
  console.error(`Measuring: ${title}...`);
  const { rows: partRows, details } = await measure();
  rows.push(...partRows);
  sections.push(`## ${title}\n\n${details.join('\n')}`);
}
const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
const report = [
  '# Redress benchmarks',
  '',
  `${started.toISOString()}, ${cpus().length} CPUs, load average ${load1.toFixed(2)} at the start, ${minutes} min`,
  '',
  markdownTable(rows),
  '',
  ...sections.flatMap((section) => [section, '']),
].join('\n');
const path = writeReport('bench.md', report);
console.log(`\n${report}\nWritten to ${path}`);
if (!allMet(rows)) process.exitCode = 1;
