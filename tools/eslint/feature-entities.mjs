// A feature owns its tables: code under services/api/src/modules/X imports no other feature's
// entities/ (it asks that feature's service). Entity files themselves may name other entities:
// TypeORM relations are the shared schema, not a feature reading another's rows.
import { dirname, relative, resolve, sep } from 'node:path';

const MODULES = resolve(import.meta.dirname, '../../services/api/src/modules');

/** `X` and the rest of the path, for a path under the API's modules folder; else null. */
function featureOf(path) {
  const rest = relative(MODULES, path);
  if (rest.startsWith('..') || rest === '') return null;
  const [feature, ...inside] = rest.split(sep);
  return { feature, inside };
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureEntities = {
  meta: {
    type: 'problem',
    docs: { description: "A feature module imports no other feature's entities/." },
    schema: [
      { type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } } },
    ],
    messages: {
      foreign:
        "modules/{{from}} imports modules/{{to}}/entities/{{entity}}: a feature reads another feature's tables through that feature's service.",
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const here = featureOf(context.filename);
    if (!here || here.inside.includes('entities')) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const there = featureOf(resolve(dirname(context.filename), source));
      if (!there || there.feature === here.feature || there.inside[0] !== 'entities') return;
      const entity = there.inside.at(-1);
      if (allowed.has(`${here.feature} -> ${there.feature}/${entity}`)) return;
      context.report({
        node: node.source,
        messageId: 'foreign',
        data: { from: here.feature, to: there.feature, entity },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
