// A feature imports its own files, src/shared, src/app, src/testing, ui, machines and api — never another
// feature (../shared/STYLE.md). Shared code imports no feature at all. src/routing is the composition root
// that maps routes to feature pages, so it may import them.
import path from 'node:path';

const featuresRoot = path.join('src', 'features') + path.sep;

/** The feature a file belongs to, `shared` for src/shared, or undefined for everything else. */
function ownerOf(file) {
  const relative = path.relative(process.cwd(), file);
  if (relative.startsWith(featuresRoot)) return relative.slice(featuresRoot.length).split(path.sep)[0];
  if (relative.startsWith(path.join('src', 'shared') + path.sep)) return 'shared';
  return undefined;
}

function targetFeature(file, source) {
  if (!source.startsWith('.')) return undefined;
  const relative = path.relative(process.cwd(), path.resolve(path.dirname(file), source));
  return relative.startsWith(featuresRoot)
    ? relative.slice(featuresRoot.length).split(path.sep)[0]
    : undefined;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature never imports another feature; shared code imports no feature.' },
    messages: {
      crossFeature:
        "'{{from}}' may not import the '{{to}}' feature: move what both use into src/shared (or src/app, src/testing).",
      sharedToFeature: "src/shared may not import the '{{to}}' feature: shared code knows no feature.",
    },
    schema: [],
  },
  create(context) {
    const owner = ownerOf(context.filename);
    if (!owner) return {};
    const check = (node) => {
      const source = node.source && node.source.type === 'Literal' ? node.source.value : undefined;
      if (typeof source !== 'string') return;
      const to = targetFeature(context.filename, source);
      if (!to || to === owner) return;
      context.report({
        node: node.source,
        messageId: owner === 'shared' ? 'sharedToFeature' : 'crossFeature',
        data: { from: owner, to },
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

export const boundariesPlugin = { rules: { 'feature-boundaries': featureBoundaries } };
