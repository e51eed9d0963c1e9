// The web app's layers, checked by the lint (docs/decisions/013-web-layers-and-cache.md):
//   app/       router, layouts, guards: may import anything (features by their pages or index).
//   features/  one folder per area: may import the shared layers, its own files, and another
//              feature only through that feature's index.ts ('@/features/<name>').
//   shared     api/, components/, config/, hooks/, i18n/, lib/, test/: may import each other and
//              @shop/contract, never a feature nor the app.
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../../web/src');
const SHARED = new Set(['api', 'components', 'config', 'hooks', 'i18n', 'lib', 'test']);

/** Where a file of web/src belongs: the app, a feature (with the path inside it), a shared layer, or none. */
function placeOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, ...rest] = relative.split(path.sep);
  if (top === 'app') return { layer: 'app' };
  if (top === 'features' && rest.length > 0) return { layer: 'feature', feature: rest[0], inside: rest.slice(1) };
  if (SHARED.has(top)) return { layer: 'shared', name: top };
  return null;
}

/** The file an import names, for the app's own paths ('@/…' and relative ones); null for a package. */
function targetOf(importer, specifier) {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(importer), specifier);
  return null;
}

/** The feature's index: the folder itself, or its index file named outright. */
const isIndex = (inside) => inside.length === 0 || (inside.length === 1 && /^index(\.tsx?)?$/.test(inside[0]));

const layers = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps the web app's layers apart: features, shared layers and the app shell." },
    schema: [],
    messages: {
      featureInsides:
        "Feature '{{from}}' may not import '{{specifier}}' from inside feature '{{to}}'. Use what '@/features/{{to}}' (its index.ts) exports, or move the shared piece to a shared layer (api/, components/, lib/).",
      featureApp:
        "Feature '{{from}}' may not import the app shell ('{{specifier}}'): move what it needs to a shared layer (lib/, components/).",
      sharedUp:
        "The shared layer '{{from}}/' may not import '{{specifier}}' (a feature or the app shell): shared code is used by features, never the other way round.",
    },
  },
  create(context) {
    const importer = context.filename;
    const from = placeOf(importer);
    if (!from || from.layer === 'app') return {};

    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = node.value;
      const file = targetOf(importer, specifier);
      const to = file && placeOf(file);
      if (!to) return;
      if (from.layer === 'shared') {
        if (to.layer === 'feature' || to.layer === 'app')
          context.report({ node, messageId: 'sharedUp', data: { from: from.name, specifier } });
        return;
      }
      if (to.layer === 'app')
        context.report({ node, messageId: 'featureApp', data: { from: from.feature, specifier } });
      else if (to.layer === 'feature' && to.feature !== from.feature && !isIndex(to.inside))
        context.report({ node, messageId: 'featureInsides', data: { from: from.feature, to: to.feature, specifier } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'web-layers' }, rules: { layers } };
