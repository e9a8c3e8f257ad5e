import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../local/stack.ts';

/**
 * Docs that cannot drift (issue 22): every repository path the README and docs/ name exists,
 * and every decision record says when it was taken and whether it still holds. A superseded
 * record is history: the files it names may be gone.
 */
const decisionsFolder = 'docs/decisions';
const decisionFiles = readdirSync(join(repositoryRoot, decisionsFolder))
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .map((name) => `${decisionsFolder}/${name}`);
const documents = ['README.md', 'docs/benchmarks.md', ...decisionFiles];
const read = (file: string) => readFileSync(join(repositoryRoot, file), 'utf8');

/** `Status:` in the first lines of a record. */
const statusOf = (text: string) => /^Status: (.+)$/m.exec(text.split('\n').slice(0, 6).join('\n'))?.[1];

/**
 * What looks like a path in the repository: a top-level folder of the project and more, not
 * inside a longer word or URL (`https://…/docs/x` is not ours). Placeholders (`<name>`, `*`)
 * end a path before them.
 */
const pathPattern =
  /(?<![\w./@-])((?:\.\.\/)*(?:functions|web|shared|infra|local|tests|bench|docs|\.ci)\/[\w./@$-]*\w)/g;

function namedPaths(text: string): string[] {
  return [...text.matchAll(pathPattern)].map((match) => match[1]);
}

/** Whether a named path exists: as a file or folder, or `docs/decisions/010` as the record of that number. */
function pathExists(path: string, fromFile: string): boolean {
  const full = normalize(path.startsWith('../') ? join(dirname(fromFile), path) : path);
  if (existsSync(join(repositoryRoot, full))) return true;
  const decision = /^docs\/decisions\/(\d{3})$/.exec(full);
  return (
    decision !== null && decisionFiles.some((file) => file.startsWith(`${decisionsFolder}/${decision[1]}-`))
  );
}

describe('the docs', () => {
  it('name only paths that exist (a superseded record excepted)', () => {
    const missing = documents
      .filter((file) => !statusOf(read(file))?.startsWith('superseded'))
      .flatMap((file) =>
        namedPaths(read(file))
          .filter((path) => !pathExists(path, file))
          .map((path) => `${file}: ${path}`),
      );
    expect(missing).toEqual([]);
  });

  it('date every decision record and give it a status (accepted, or superseded by a number)', () => {
    for (const file of decisionFiles) {
      const head = read(file).split('\n').slice(0, 6).join('\n');
      expect(head, file).toMatch(/^Date: \d{4}-\d{2}-\d{2}\b/m);
      expect(statusOf(head), file).toMatch(/^(accepted|superseded by \d{3})/);
    }
  });

  it('would catch a moved file, an ADR number that does not exist, and a missing status', () => {
    expect(
      namedPaths(
        'see `functions/lib/uploads/s3-requests.ts` and docs/decisions/999, not https://x.io/web/a.ts',
      ),
    ).toEqual(['functions/lib/uploads/s3-requests.ts', 'docs/decisions/999']);
    expect(pathExists('functions/lib/uploads/s3-requests.ts', 'README.md')).toBe(false);
    expect(pathExists('docs/decisions/999', 'README.md')).toBe(false);
    expect(pathExists('docs/decisions/037', 'README.md')).toBe(true);
    expect(pathExists('../../shared/routes.ts', 'docs/decisions/x.md')).toBe(true);
    expect(namedPaths('web/features/<name>/x.ts')).toEqual(['web/features']);
    expect(statusOf('# 1. X\n\nDate: 2026-01-01\n')).toBeUndefined();
  });
});
