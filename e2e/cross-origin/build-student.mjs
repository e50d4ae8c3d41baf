#!/usr/bin/env node
// Builds the student remote as a team would ship a new version of it, into a folder of its own,
// for the cross-origin browser tests: `--label TEXT` makes the build visibly new (every student
// page shows "Student build TEXT" above its content), `--web-ui-version X` builds it against
// another version of the shared web-ui than the host provides.
//   node e2e/cross-origin/build-student.mjs <out dir> [--label TEXT] [--web-ui-version X]
import { rspack } from '@rspack/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { label: { type: 'string' }, 'web-ui-version': { type: 'string' } },
});
const outputPath = resolve(positionals[0] ?? '');
if (!positionals[0]) throw new Error('Give the folder to build into');

process.env.NODE_ENV = 'production';
// The remote's own build configuration, not application code crossing a boundary.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { createFrontendConfig } = await import('../../frontends/rspack.common.mjs');
// eslint-disable-next-line @nx/enforce-module-boundaries
const { studentRemote } = await import('../../frontends/student/rspack.config.mjs');

let exposes = studentRemote.exposes;
if (values.label) {
  // The real remote, with a line of its own above every page.
  const entry = join(outputPath, '..', `${values.label.replace(/\W+/g, '-')}-entry.tsx`);
  mkdirSync(join(outputPath, '..'), { recursive: true });
  writeFileSync(
    entry,
    [
      `import StudentModule from ${JSON.stringify(join(studentRemote.projectDir, 'src/remote-entry'))};`,
      '',
      'export default function NewStudentBuild() {',
      '  return (',
      '    <>',
      `      <p data-testid="student-build">Student build ${values.label}</p>`,
      '      <StudentModule />',
      '    </>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  exposes = { './Module': entry };
}

const config = createFrontendConfig({
  ...studentRemote,
  exposes,
  outputPath,
  sharedVersions: values['web-ui-version'] ? { '@redress/web-ui': values['web-ui-version'] } : {},
});
const stats = await new Promise((done, fail) =>
  rspack(config).run((error, result) => (error ? fail(error) : done(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}
console.log(`Built the student remote into ${outputPath}`);
