// Lint rules for the server's module boundaries (ARCHITECTURE.md, "Module boundaries";
// docs/decisions/012-module-boundaries.md):
// - a module is reached from outside only through its public index.ts, never its repository,
//   routes or helpers;
// - a table is queried only by its owner's repository (table-owners.js);
// - services take no caller's language;
// - only the HTTP layer (routes, guards, plugins, http/, app) knows Fastify or imports http/;
// - no cycle between modules (issue 42).
import fs from 'node:fs';
import path from 'node:path';
import { TABLE_ANYWHERE, TABLE_OWNERS } from './table-owners.js';

const MODULE = /(?:^|\/)server\/src\/modules\/([^/]+)\/(.+)$/;
const SERVER_SRC = /(?:^|\/)server\/src\/(.+)$/;

/** Files of the HTTP layer, which may import fastify and http/. */
const HTTP_FILE = [
  /^http\//,
  /^(app|main|app-context|serve)\.ts$/,
  /^test\//,
  /\.test\.ts$/,
  // A module's own files, or those of one of its rooms (orders/placement/routes.ts).
  /^modules\/[^/]+\/(?:[a-z-]+\/)?(routes|guards)\.ts$/,
  /^modules\/[^/]+\/(?:[a-z-]+\/)?[a-z-]+-(routes|plugin)\.ts$/,
  /^modules\/[^/]+\/routes\//,
];

const isPublic = (rest) => /^index(\.[jt]s)?$/.test(rest);

function resolved(filename, source) {
  if (!source.startsWith('.')) return null;
  return path.resolve(path.dirname(filename), source).split(path.sep).join('/');
}

/** @type {import('eslint').Rule.RuleModule} */
const moduleImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A server module imports another module only through its public index.ts' },
    messages: {
      deep: "'{{from}}' may use module '{{to}}' only through its public index ('../{{to}}/index.js'), not '{{rest}}'.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const own = MODULE.exec(filename);
    // Tests set up their data through whichever module they need.
    if (!own || filename.endsWith('.test.ts')) return {};
    const check = (node) => {
      const target = resolved(filename, node.source.value);
      const other = target && MODULE.exec(target);
      if (!other || other[1] === own[1] || isPublic(other[2])) return;
      context.report({ node: node.source, messageId: 'deep', data: { from: own[1], to: other[1], rest: other[2] } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (n) => n.source && check(n),
      ExportAllDeclaration: check,
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const noHttpInDomain = {
  meta: {
    type: 'problem',
    docs: { description: 'Services, repositories and lib know nothing of HTTP' },
    messages: {
      http: "Only routes, guards, plugins, http/ and app know HTTP: throw a DomainError (server/src/errors) instead of importing '{{source}}'.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const inServer = SERVER_SRC.exec(filename);
    if (!inServer || HTTP_FILE.some((re) => re.test(inServer[1]))) return {};
    const check = (node) => {
      const source = node.source.value;
      const target = resolved(filename, source);
      const http =
        source === 'fastify' ||
        source.startsWith('@fastify/') ||
        source.startsWith('fastify-') ||
        (target !== null && /\/server\/src\/http\//.test(`${target}`));
      if (http) context.report({ node: node.source, messageId: 'http', data: { source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (n) => n.source && check(n),
      ExportAllDeclaration: check,
    };
  },
};

const TABLE_CALLS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto']);
// Routes hold no SQL and services hold their rules, not their queries.
const NO_SQL_FILE = /(?:^|\/)(routes|service|presenter)\.ts$|-(routes|service)\.ts$|^routes\//;

/** @type {import('eslint').Rule.RuleModule} */
const tableOwner = {
  meta: {
    type: 'problem',
    docs: { description: "A table is queried only by its owner's repository" },
    messages: {
      owner:
        "Table '{{table}}' belongs to module '{{owner}}': call its public index.ts instead of querying it here (scripts/eslint/table-owners.js).",
      repository: "Queries live in the module's repository, not in its routes, services or presenters.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    if (!SERVER_SRC.test(filename) || TABLE_ANYWHERE.some((re) => re.test(filename))) return {};
    const own = MODULE.exec(filename);
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!TABLE_CALLS.has(callee.property.name)) return;
        const arg = node.arguments[0];
        if (!arg || arg.type !== 'Literal' || typeof arg.value !== 'string') return;
        const table = arg.value.split(/\s+as\s+/)[0].trim();
        const owners = TABLE_OWNERS[table];
        if (!owners) return; // a CTE or a subquery's alias
        if (!own || !owners.includes(own[1])) {
          context.report({ node: arg, messageId: 'owner', data: { table, owner: owners[0] } });
        } else if (NO_SQL_FILE.test(own[2])) {
          context.report({ node: arg, messageId: 'repository' });
        }
      },
    };
  },
};

const SERVICE_FILE = /(?:^|\/)server\/src\/modules\/[^/]+\/(?:[a-z-]+\/)?(service|[a-z-]+-service)\.ts$/;

/** @type {import('eslint').Rule.RuleModule} */
const noLanguageInService = {
  meta: {
    type: 'problem',
    docs: { description: "Services do not take the caller's language" },
    messages: {
      language:
        "Services know no caller's language: throw a DomainError and let the route render messages and labels (a recipient's language is read from their record).",
    },
    schema: [],
  },
  create(context) {
    if (!SERVICE_FILE.test(context.filename.split(path.sep).join('/'))) return {};
    const check = (fn) => {
      for (const param of fn.params) {
        const id = param.type === 'AssignmentPattern' ? param.left : param;
        if (id.type === 'Identifier' && /^(language|lang)$/.test(id.name))
          context.report({ node: id, messageId: 'language' });
      }
    };
    return { FunctionDeclaration: check, FunctionExpression: check, ArrowFunctionExpression: check };
  },
};

const IMPORT_SOURCE = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g;
/** A module's files that count in its imports: not its tests, not its routes (the HTTP edge, which nothing imports). */
const countsInGraph = (rest) => !rest.endsWith('.test.ts') && !HTTP_FILE.some((re) => re.test(`modules/${rest}`));

let graphCache = { at: 0, modulesDir: '', graph: new Map() };

/** Which modules each module imports, read from the files on disk (for a few seconds, one lint run). */
function moduleGraph(modulesDir) {
  if (graphCache.modulesDir === modulesDir && Date.now() - graphCache.at < 10_000) return graphCache.graph;
  const graph = new Map();
  for (const entry of fs.readdirSync(modulesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = path
      .join(entry.parentPath ?? entry.path, entry.name)
      .split(path.sep)
      .join('/');
    const own = MODULE.exec(file);
    if (!own || !countsInGraph(`${own[1]}/${own[2]}`)) continue;
    const targets = graph.get(own[1]) ?? new Set();
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT_SOURCE)) {
      const other = MODULE.exec(resolved(file, match[1]) ?? '');
      if (other && other[1] !== own[1]) targets.add(other[1]);
    }
    graph.set(own[1], targets);
  }
  graphCache = { at: Date.now(), modulesDir, graph };
  return graph;
}

/** The modules from `from` back to `to` through the graph, or null when there is no way. */
function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of graph.get(current) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, current);
      if (next === to) {
        const way = [to];
        for (let step = current; step !== null; step = previous.get(step)) way.unshift(step);
        return way;
      }
      queue.push(next);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between server modules (routes and tests aside)' },
    messages: {
      cycle:
        "Module '{{from}}' imports '{{to}}', which already imports '{{from}}' ({{way}}): move the shared type or step to the module that owns it, or to contract/.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const own = MODULE.exec(filename);
    if (!own || !countsInGraph(`${own[1]}/${own[2]}`)) return {};
    const modulesDir = filename.slice(0, filename.length - own[2].length - own[1].length - 1);
    const check = (node) => {
      const other = MODULE.exec(resolved(filename, node.source.value) ?? '');
      if (!other || other[1] === own[1]) return;
      const way = pathBetween(moduleGraph(modulesDir), other[1], own[1]);
      if (way)
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { from: own[1], to: other[1], way: way.join(' → ') },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (n) => n.source && check(n),
      ExportAllDeclaration: check,
    };
  },
};

export default {
  meta: { name: 'shop-boundaries' },
  rules: {
    'module-imports': moduleImports,
    'no-http-in-domain': noHttpInDomain,
    'table-owner': tableOwner,
    'no-language-in-service': noLanguageInService,
    'no-module-cycle': noModuleCycle,
  },
};
