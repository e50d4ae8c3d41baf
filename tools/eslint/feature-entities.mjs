// A feature owns its tables: code under services/api/src/modules/X imports no other feature's
// entities (any `*.entity.ts`, in its entities/ folder or not); it asks that feature's service.
// Entity files are held to the same rule: a TypeORM relation to another feature's entity is a way
// to load its rows (`relations: { service: true }`) that no import shows. An entity keeps the
// foreign key's column; the constraint itself is the migration's, and the rows it names are read
// through their owner's service.
//
// Identity is the one exception: every guarded route and every operator action names the
// signed-in principal, whose type is the users' (or the operators') entity. Naming that type
// reads no table, so an identity entity may be imported anywhere as long as it is used only as a
// type; a value use (a repository, a query) is a read like any other and is reported.
import { dirname, relative, resolve, sep } from 'node:path';

const MODULES = resolve(import.meta.dirname, '../../services/api/src/modules');

/** The principals' entities, as their paths under the modules folder. */
const IDENTITY = new Set(['users/entities/user.entity', 'admin/entities/admin-user.entity']);

/** An entity's file, named as an import names it (`./x.entity`) or with its extension. */
const ENTITY_FILE = /\.entity(\.[cm]?[jt]s)?$/;

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
    docs: { description: "A feature module imports no other feature's entities." },
    schema: [],
    messages: {
      foreign:
        "modules/{{from}} imports modules/{{to}}/{{entity}}: a feature reads another feature's tables through that feature's service.",
    },
  },
  create(context) {
    const here = featureOf(context.filename);
    if (!here) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const there = featureOf(resolve(dirname(context.filename), source));
      if (!there || there.feature === here.feature || !ENTITY_FILE.test(there.inside.at(-1) ?? ''))
        return;
      const entity = there.inside.join('/').replace(/\.[cm]?[jt]s$/, '');
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
