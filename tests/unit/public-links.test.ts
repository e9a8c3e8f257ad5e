import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { projectPaths, readSourceFiles, type SourceFile } from './support/project-rules.ts';

/**
 * Every link between public pages prefetches the way web/components/page-link.tsx decides
 * (on intent, never on Save-Data or 2G: issue 37). A public module that imports React
 * Router's own `Link` or `NavLink` would quietly make links that do not: this rule finds them.
 * The dashboard's links stay plain (the owner's screens load at once, ADR 036).
 */
const isPublicWebModule = (path: string) =>
  /^web\/.*\.tsx?$/.test(path) &&
  !path.startsWith('web/features/dashboard/') &&
  !path.startsWith('web/app/routes/dashboard.') &&
  path !== 'web/components/page-link.tsx';

function plainLinkImports(files: readonly SourceFile[]): string[] {
  return files
    .filter(({ path }) => isPublicWebModule(path))
    .flatMap((file) => {
      const program = parse(file.source, {
        sourceType: 'module',
        plugins: file.path.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
      }).program;
      return program.body.flatMap((node) =>
        node.type === 'ImportDeclaration' && node.source.value === 'react-router'
          ? node.specifiers.flatMap((specifier) =>
              specifier.type === 'ImportSpecifier' &&
              specifier.imported.type === 'Identifier' &&
              ['Link', 'NavLink'].includes(specifier.imported.name)
                ? [`${file.path}: ${specifier.imported.name}`]
                : [],
            )
          : [],
      );
    });
}

describe('links between public pages', () => {
  const root = new URL('../..', import.meta.url).pathname;
  const sources = readSourceFiles(root, projectPaths(root));

  it('are PageLink or PageNavLink, never React Router’s own', () => {
    expect(sources.filter(({ path }) => isPublicWebModule(path)).length).toBeGreaterThan(40);
    expect(plainLinkImports(sources)).toEqual([]);
  });

  it('the rule finds a planted Link or NavLink in a public module, not in the dashboard', () => {
    expect(
      plainLinkImports([
        { path: 'web/components/card.tsx', source: "import { Link, useNavigate } from 'react-router';" },
        { path: 'web/app/routes/blog.tsx', source: "import { NavLink as Nav } from 'react-router';" },
        { path: 'web/features/dashboard/x.tsx', source: "import { Link } from 'react-router';" },
        { path: 'web/app/routes/dashboard.blog.tsx', source: "import { Link } from 'react-router';" },
        { path: 'web/components/page-link.tsx', source: "import { Link } from 'react-router';" },
      ]),
    ).toEqual(['web/components/card.tsx: Link', 'web/app/routes/blog.tsx: NavLink']);
  });
});
