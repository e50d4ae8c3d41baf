// A feature owns its tables: code under services/api/src/modules/X imports no other feature's
// entities/ (it asks that feature's service). Entity files themselves may name other entities:
// TypeORM relations are the shared schema, not a feature reading another's rows.
//
// Identity is the one exception: every guarded route and every operator action names the
// signed-in principal, whose type is the users' (or the operators') entity. Naming that type
// reads no table, so an identity entity may be imported anywhere as long as it is used only as a
// type; a value use (a repository, a query) is a read like any other and is reported.
import { dirname, relative, resolve, sep } from 'node:path';

const MODULES = resolve(import.meta.dirname, '../../services/api/src/modules');

/** The principals' entities, as `feature/entity`. */
const IDENTITY = new Set(['users/user.entity', 'admin/admin-user.entity']);

/** `X` and the rest of the path, for a path under the API's modules folder; else null. */
function featureOf(path) {
  const rest = relative(MODULES, path);
  if (rest.startsWith('..') || rest === '') return null;
  const [feature, ...inside] = rest.split(sep);
  return { feature, inside };
}

/** True when every binding the import brings in is used as a type only (or never used). */
function namesOnlyTypes(sourceCode, node) {
  if (node.type !== 'ImportDeclaration') return false;
  if (node.importKind === 'type') return true;
  return sourceCode
    .getDeclaredVariables(node)
    .every((variable) =>
      variable.references.every(
        (reference) => reference.isTypeReference && !reference.isValueReference,
      ),
    );
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
      if (IDENTITY.has(`${there.feature}/${entity}`) && namesOnlyTypes(context.sourceCode, node))
        return;
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
