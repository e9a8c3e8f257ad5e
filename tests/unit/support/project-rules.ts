import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { type ParserPlugin, parse } from '@babel/parser';
import { apiPathPrefixes } from '../../../shared/routes.ts';

/**
 * The project's layering and naming rules, checked on source parsed by a real TypeScript/JSX
 * parser (Babel's) so every kind of import counts: `import`, `import type`, `export … from` and
 * `import('…')` (docs/decisions/032). Pure functions of `{ path, source }` lists, so the tests
 * run them on the project and on planted violations alike.
 */
export interface SourceFile {
  /** Project-relative, with forward slashes: `web/features/blog/blog-card.tsx`. */
  path: string;
  source: string;
}

export interface Violation {
  file: string;
  rule: string;
  detail: string;
}

const sourceFilePattern = /\.(ts|tsx|js|mjs)$/;

/**
 * Every import, re-export, literal dynamic import and type-position import
 * (`typeof import('…')`) of a module, as written.
 */
export function importsOf(file: SourceFile): string[] {
  const specifiers: string[] = [];
  visit(parseProgram(file), (node) => {
    const isModuleStatement =
      node.type === 'ImportDeclaration' ||
      node.type === 'ExportNamedDeclaration' ||
      node.type === 'ExportAllDeclaration';
    if (isModuleStatement && isStringLiteral(node.source)) specifiers.push(node.source.value);
    const isDynamicImport =
      node.type === 'CallExpression' && (node.callee as Node | undefined)?.type === 'Import';
    const [argument] = (node.arguments as Node[] | undefined) ?? [];
    if (isDynamicImport && isStringLiteral(argument)) specifiers.push(argument.value);
    if (node.type === 'TSImportType' && isStringLiteral(node.argument)) specifiers.push(node.argument.value);
  });
  return specifiers;
}

/** The file's syntax tree (Babel's parser, with TypeScript, and JSX in .tsx files). */
function parseProgram(file: SourceFile): Node {
  // JSX only in .tsx: in a .ts file `<T>(x) => x` is a generic arrow, not an element.
  const plugins: ParserPlugin[] = file.path.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'];
  try {
    return parse(file.source, { sourceType: 'module', plugins }).program as unknown as Node;
  } catch (error) {
    throw new Error(`${file.path} does not parse: ${(error as Error).message}`);
  }
}

/** A node of Babel's AST, as far as this walk needs to know it. */
interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const isStringLiteral = (value: unknown): value is Node & { value: string } =>
  isNode(value) && value.type === 'StringLiteral';

/** Calls `onNode` for `node` and every node under it. */
function visit(node: Node, onNode: (node: Node) => void): void {
  onNode(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child, onNode);
  }
}

/** The project path a relative specifier points at; undefined for packages (`react`, `#server-build`). */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  return normalize(join(dirname(from), specifier)).replaceAll('\\', '/');
}

const topFolder = (path: string) => path.split('/')[0];

/**
 * The layers of functions/lib (issue 22): a folder imports only its own layer and those
 * below it. runtime (clients, config, logs) at the bottom; the table and the bucket
 * (data, uploads); the domain (auth, content, mail), which takes plain values; http, which
 * turns requests into those values and answers, on top. Files at functions/lib/ itself
 * (domain-errors.ts) are for every layer.
 */
const libLayers: Record<string, number> = {
  runtime: 0,
  data: 1,
  uploads: 1,
  auth: 2,
  content: 2,
  mail: 2,
  http: 3,
};
const libFolderOf = (path: string) => /^functions\/lib\/([^/]+)\//.exec(path)?.[1];

/** Only these speak to DynamoDB: the repositories, and the one place clients are made. */
const dynamoDbPackages = ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb'];
const mayUseDynamoDb = (path: string) =>
  !path.startsWith('functions/') ||
  path.startsWith('functions/lib/data/') ||
  path === 'functions/lib/runtime/aws-clients.ts';

/** Why importing the package `specifier` from `from` breaks a rule, or undefined. */
function packageBroken(from: string, specifier: string): string | undefined {
  if (dynamoDbPackages.includes(specifier) && !mayUseDynamoDb(from))
    return 'every DynamoDB call lives in functions/lib/data/';
  return undefined;
}
const featureOf = (path: string) => /^web\/features\/([^/]+)\//.exec(path)?.[1];

/**
 * Each folder of the dashboard is a feature of its own (issue 33): it imports no other one.
 * What several use lives in these: the shell (layout, guard, activity), `ui/` (dialogs,
 * notices, paging), and the generic machinery, `media/` (upload, re-encode, progress),
 * `rich-text/` (the editor and its toolbar) and `publishing/` (the status, times and buttons posts
 * and products share, docs/decisions/064). A screen made of several features' views (the
 * overview) gets them from its route module, which composes features.
 */
const dashboardCommonFolders = ['shell', 'ui', 'media', 'rich-text', 'publishing'];
const dashboardFeatureOf = (path: string) => /^web\/features\/dashboard\/([^/]+)\//.exec(path)?.[1];

/**
 * A blog module: any part of its path names the blog (`web/features/blog/`, `blog-cards.tsx`,
 * `blog.$slug.tsx`). Only blog code imports one: the machinery the blog shares with the rest
 * goes under its own name (media, rich text, the HTML policy). The data layer is left out: its
 * modules are the entities' own, and the overview and sitemap read the blog's.
 */
const namesTheBlog = (path: string) => path.split('/').some((part) => part.includes('blog'));
const blogRuleApplies = (from: string, to: string) =>
  /^(web|shared|functions)\//.test(from) && !to.startsWith('functions/lib/data/');

/** The spec's first catalogue: the migration's and the artwork generator's source, never a page's (docs/decisions/049). */
const specCatalogueFiles = ['shared/spec-products.ts', 'shared/spec-product-copy.ts'];
const isBrowserCode = (path: string) => /^web\/(app|components|features|lib)\//.test(path);

/** Why an import from `from` to `to` crosses a boundary, or undefined when it may. */
function boundaryBroken(from: string, to: string): string | undefined {
  const source = topFolder(from);
  const target = topFolder(to);
  if (to.startsWith('../')) return 'imports from outside the project';
  if (source === 'shared' && target !== 'shared') return 'shared/ imports nothing outside shared/';
  if (source === 'functions' && ['web', 'local', 'infra'].includes(target))
    return `functions/ never imports ${target}/`;
  // Infra names handlers by their entry path (a string for the bundler), never by import:
  // what both sides need is a contract in shared/.
  if (source === 'infra' && target === 'functions')
    return 'infra/ imports no functions/ code: put the contract in shared/';
  if (specCatalogueFiles.includes(to) && isBrowserCode(from))
    return "the pages read the catalogue from the table, never the spec's first catalogue";
  if (source === 'web' && target === 'functions' && !from.endsWith('.server.ts'))
    return 'web/ imports functions/ only from *.server.ts files (server-only code)';
  const fromLayer = libFolderOf(from);
  const toLayer = libFolderOf(to);
  if (fromLayer && toLayer && (libLayers[toLayer] ?? 0) > (libLayers[fromLayer] ?? 0))
    return `functions/lib/${fromLayer} imports functions/lib/${toLayer}, a layer above it`;
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && toFeature && fromFeature !== toFeature)
    return `web/features/${fromFeature} imports web/features/${toFeature}: move what both need to web/components or web/lib`;
  const fromDashboard = dashboardFeatureOf(from);
  const toDashboard = dashboardFeatureOf(to);
  if (
    fromDashboard &&
    toDashboard &&
    fromDashboard !== toDashboard &&
    !dashboardCommonFolders.includes(toDashboard)
  )
    return `dashboard/${fromDashboard} imports dashboard/${toDashboard}: a dashboard feature imports no other (shared parts go to ui/, media/, rich-text/ or publishing/)`;
  if (namesTheBlog(to) && !namesTheBlog(from) && blogRuleApplies(from, to))
    return 'only blog code imports a blog module: give what others need its own, generic name';
  return undefined;
}

export function boundaryViolations(files: readonly SourceFile[]): Violation[] {
  return files
    .filter((file) => sourceFilePattern.test(file.path))
    .flatMap((file) =>
      importsOf(file).flatMap((specifier) => {
        const target = resolveRelative(file.path, specifier);
        const broken = target ? boundaryBroken(file.path, target) : packageBroken(file.path, specifier);
        return broken
          ? [{ file: file.path, rule: 'import boundary', detail: `${specifier}: ${broken}` }]
          : [];
      }),
    );
}

/**
 * Storage code by what it says, not only by what it imports (issue 33, item 2): a module that
 * builds a DynamoDB request by hand needs no DynamoDB import (it hands the object to
 * data/table.ts), so the import rule alone would let keys and conditions leak into content/.
 * In functions/: the DynamoDB request's own property names only in lib/data, S3 client calls
 * and S3 packages only in lib/uploads (and the one place clients are made), valibot (the
 * parsing of a request's query or body) never in lib/data.
 */
const dynamoDbRequestKeys = [
  'TableName',
  'KeyConditionExpression',
  'ConditionExpression',
  'UpdateExpression',
  'FilterExpression',
  'TransactItems',
];
const s3Packages = ['@aws-sdk/client-s3', '@aws-sdk/s3-presigned-post'];
const mayUseS3 = (path: string) =>
  path.startsWith('functions/lib/uploads/') || path === 'functions/lib/runtime/aws-clients.ts';

const propertyName = (node: Node): string | undefined => {
  if (node.type !== 'ObjectProperty' && node.type !== 'ObjectMethod') return undefined;
  const key = node.key as Node | undefined;
  if (!key || node.computed) return isStringLiteral(key) ? key.value : undefined;
  return key.type === 'Identifier' ? (key.name as string) : isStringLiteral(key) ? key.value : undefined;
};

export function storageCodeViolations(files: readonly SourceFile[]): Violation[] {
  return files
    .filter((file) => file.path.startsWith('functions/') && sourceFilePattern.test(file.path))
    .flatMap((file) => {
      const found: string[] = [];
      const inData = file.path.startsWith('functions/lib/data/');
      visit(parseProgram(file), (node) => {
        const name = propertyName(node);
        if (!inData && name && dynamoDbRequestKeys.includes(name))
          found.push(`${name}: a DynamoDB request is built only in functions/lib/data/`);
        const callee = node.callee as Node | undefined;
        if (
          !mayUseS3(file.path) &&
          node.type === 'CallExpression' &&
          callee?.type === 'Identifier' &&
          callee.name === 's3Client'
        )
          found.push('s3Client(): S3 is called only in functions/lib/uploads/');
        const source = node.source as Node | undefined;
        if (node.type === 'ImportDeclaration' && isStringLiteral(source)) {
          if (!mayUseS3(file.path) && s3Packages.includes(source.value))
            found.push(`${source.value}: S3 is called only in functions/lib/uploads/`);
          if (inData && source.value === 'valibot')
            found.push(
              'valibot: requests are parsed in functions/lib/http/, the data layer takes plain values',
            );
        }
      });
      return found.map((detail) => ({ file: file.path, rule: 'storage code', detail }));
    });
}

/**
 * The import circles among the given files: one violation per strongly connected group of
 * modules (Tarjan's algorithm over the imports that `importsOf` finds, so type-only and
 * dynamic imports count too), naming one circle through it, `a.ts → b.ts → a.ts`. A circle
 * means neither side can be read, tested or bundled without the other (issue 33, item 7).
 */
export function importCycles(files: readonly SourceFile[]): Violation[] {
  const sources = files.filter((file) => sourceFilePattern.test(file.path));
  const imports = new Map(sources.map((file) => [file.path, new Set<string>()]));
  for (const file of sources)
    for (const specifier of importsOf(file)) {
      const target = resolveRelative(file.path, specifier);
      if (target && imports.has(target)) imports.get(file.path)?.add(target);
    }
  return stronglyConnectedGroups(imports)
    .filter((group) => group.length > 1 || imports.get(group[0] ?? '')?.has(group[0] ?? ''))
    .map((group) => {
      const circle = circleThrough(group, imports);
      return { file: circle[0] ?? '', rule: 'import cycle', detail: circle.join(' → ') };
    });
}

/** Tarjan's strongly connected components of a directed graph, each sorted by name. */
function stronglyConnectedGroups(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) connect(next);
      if (onStack.has(next))
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, lowLink.get(next) ?? 0, index.get(next) ?? 0));
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    groups.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) connect(node);
  return groups;
}

/** The shortest circle from the group's first module back to it, inside the group (breadth first). */
function circleThrough(group: readonly string[], edges: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const [start = ''] = group;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const node of queue)
    for (const next of edges.get(node) ?? []) {
      if (next === start) {
        const path = [node];
        for (let step = cameFrom.get(node); step !== undefined; step = cameFrom.get(step)) path.unshift(step);
        return [...path, start];
      }
      if (group.includes(next) && !cameFrom.has(next) && next !== start) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  return [start, start];
}

/** One name part: lower-case words and digits joined by single hyphens. */
const kebab = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** `blog-card.tsx`, `blog-html.test.ts`, `001-one-dynamodb-table.md`. */
const kebabFileName = new RegExp(`^${kebab}(?:\\.${kebab})*$`);
/**
 * Route modules follow React Router's flat-route names (web/app/routes.ts): dot-separated
 * kebab-case URL segments, `$name` for a URL parameter (named as in the URL, so camelCase),
 * a leading `_` for a layout or an index, `$` alone for the splat.
 */
const routeSegment = `(?:${kebab}|_${kebab}|\\$[a-z][A-Za-z0-9]*|\\$)`;
const routeModuleName = new RegExp(`^${routeSegment}(?:\\.${routeSegment})*\\.tsx$`);

/** Why a file's name breaks the one convention, or undefined. */
function nameBroken(path: string): string | undefined {
  const name = path.split('/').at(-1) ?? path;
  if (path.startsWith('web/app/routes/'))
    return routeModuleName.test(name) ? undefined : 'route modules use flat-route names';
  // Names other tools fix: dotfiles (.gitignore), the README, and Java's class-named files.
  if (name.startsWith('.') || name === 'README.md' || name.endsWith('.java')) return undefined;
  return kebabFileName.test(name) ? undefined : 'file names are kebab-case';
}

export function fileNameViolations(paths: readonly string[]): Violation[] {
  return paths.flatMap((path) => {
    const broken = nameBroken(path);
    return broken ? [{ file: path, rule: 'file name', detail: broken }] : [];
  });
}

/**
 * String literals in web/ that spell an API path: the browser names routes instead
 * (web/lib/api-client.ts), so a path renamed in shared/routes.ts cannot be missed there.
 */
export function handWrittenApiPaths(files: readonly SourceFile[]): Violation[] {
  const looksLikeApiPath = (text: string) => apiPathPrefixes.some((prefix) => text.startsWith(prefix));
  return files
    .filter((file) => file.path.startsWith('web/') && sourceFilePattern.test(file.path))
    .flatMap((file) => {
      const found: string[] = [];
      visit(parseProgram(file), (node) => {
        if (isStringLiteral(node) && looksLikeApiPath(node.value)) found.push(node.value);
        const [head] = (node.quasis as { value: { cooked?: string } }[] | undefined) ?? [];
        if (node.type === 'TemplateLiteral' && looksLikeApiPath(head?.value.cooked ?? ''))
          found.push(head?.value.cooked ?? '');
      });
      return found.map((text) => ({
        file: file.path,
        rule: 'API path',
        detail: `'${text}' written by hand`,
      }));
    });
}

/** The project's own files: tracked or new, never ignored ones (node_modules, build output). */
export function projectPaths(root: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => path && existsSync(join(root, path)));
}

export const readSourceFiles = (root: string, paths: readonly string[]): SourceFile[] =>
  paths
    .filter((path) => sourceFilePattern.test(path) && !path.endsWith('.d.ts'))
    .map((path) => ({ path, source: readFileSync(join(root, path), 'utf8') }));
