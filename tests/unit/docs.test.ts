import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyRefreshMs } from '../../functions/lib/auth/session-key.ts';
import { absoluteLifetimeMs } from '../../functions/lib/auth/sessions.ts';
import { repositoryRoot } from '../../local/stack.ts';
import { publicFreshnessSeconds } from '../../shared/http-caching.ts';
import { beaconCostSection, costFigures, operationsManual } from './support/doc-figures.ts';

/**
 * Docs that cannot drift (issues 22 and 33): every repository path and relative link the README
 * and docs/ name exists, every figure they state is one a test checks, the README stays a
 * newcomer's page, and every decision record says when it was taken and whether it still
 * holds. A superseded record is history: the files it names may be gone, and no code cites it.
 */
const decisionsFolder = 'docs/decisions';
const decisionFiles = readdirSync(join(repositoryRoot, decisionsFolder))
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .map((name) => `${decisionsFolder}/${name}`);
const documents = [
  'README.md',
  'docs/how-it-works.md',
  operationsManual,
  'docs/benchmarks.md',
  ...decisionFiles,
];
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

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (text: string) =>
  new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1].trim())));

/** The relative links of a Markdown text (`[x](path#anchor)`), each resolved from its file. */
function brokenLinks(file: string): string[] {
  const text = read(file);
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/.test(target))
    .filter((target) => {
      const [path, anchor] = target.split('#');
      const full = path === '' ? file : normalize(join(dirname(file), path));
      if (!existsSync(join(repositoryRoot, full))) return true;
      return anchor !== undefined && full.endsWith('.md') && !anchorsOf(read(full)).has(anchor);
    })
    .map((target) => `${file}: ${target}`);
}

const nodeMajor = read('.node-version').trim();

/**
 * Every figure the README and the operations manual state, with what checks it: a phrase made
 * from the constant the code uses, or the pattern another test reads the document with.
 * A figure that is in neither is one nothing checks: drop it, or add it here with its check.
 */
const checkedFigures: Record<string, (string | RegExp)[]> = {
  'README.md': [`Node.js ${nodeMajor}`, `within ${publicFreshnessSeconds} seconds`],
  [operationsManual]: [
    `Node ${nodeMajor}`,
    `every ${keyRefreshMs / 60_000} minutes`,
    `Within ${keyRefreshMs / 60_000} minutes`,
    `within ${keyRefreshMs / 60_000} minutes`,
    `After ${absoluteLifetimeMs / 3_600_000} hours`,
    ...Object.values(costFigures), // tests/infra/aws-only.test.ts
    beaconCostSection, // tests/unit/visit-beacon-cost.test.ts
  ],
};

/** Numbers that are names, not figures: HTTP statuses, and names of things with a number in them. */
const names = [/\b(?:403|404|409|429)\b/g, /TLS 1\.2/g, /Route 53/g];

/** The figures left in a document's prose once code, links, addresses, record numbers and checked figures are out. */
function uncheckedFigures(text: string, checked: (string | RegExp)[]): string[] {
  let prose = text
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\bhttps?:\/\/\S+/g, '')
    .replace(/\b(?:ADRs?|issues?|docs\/decisions\/)[ ]?\d+(?:(?:, | and |–)\d+)*/g, '')
    .replace(/^\s*\d+\. /gm, '');
  for (const figure of [...checked, ...names]) {
    prose =
      typeof figure === 'string'
        ? prose.split(figure).join(' ')
        : prose.replace(new RegExp(figure.source, 'g'), ' ');
  }
  return [...prose.matchAll(/(?<![\w.-])\$?\d[\d,.]*(?![\w-])/g)].map((match) =>
    match[0].replace(/[.,]$/, ''),
  );
}

describe('the README and the operations manual', () => {
  it('state only figures a test checks', () => {
    for (const [file, checked] of Object.entries(checkedFigures)) {
      for (const figure of checked) {
        if (typeof figure === 'string') expect(read(file), `${file} states "${figure}"`).toContain(figure);
        else expect(read(file), `${file} states ${figure}`).toMatch(figure);
      }
      expect(uncheckedFigures(read(file), checked), file).toEqual([]);
    }
  });

  it('would catch a figure nothing checks', () => {
    expect(uncheckedFigures('It costs $9 a month, 3,000 requests in 5 minutes (ADR 026).', [])).toEqual([
      '$9',
      '3,000',
      '5',
    ]);
    expect(uncheckedFigures('`PORT` `3000`, ADRs 026, 038, a 409,\n1. first step', [])).toEqual([]);
  });

  it('link only to files and headings that exist', () => {
    expect(documents.flatMap(brokenLinks)).toEqual([]);
    expect(anchorOf('Email: the SES sandbox and production access')).toBe(
      'email-the-ses-sandbox-and-production-access',
    );
  });

  it('keep the README a newcomer’s page of at most 250 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(250);
  });
});

/** The decision records code, tests, the bench and the infra cite: `ADR 024`, `docs/decisions/020, 028`. */
function citedDecisions(text: string): string[] {
  return [...text.matchAll(/\b(?:ADRs?|docs\/decisions\/)[ ]?(\d{3}(?:(?:, | and |–)\d{3})*)/g)].flatMap(
    (match) => match[1].split(/, | and |–/),
  );
}

describe('the decision records the code cites', () => {
  const codeFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(?:[cm]?[jt]sx?|java|json|sh)$/.test(file) && existsSync(join(repositoryRoot, file)))
    // package-lock.json holds no citations; this file names records as examples of what it catches.
    .filter((file) => file !== 'package-lock.json' && file !== 'tests/unit/docs.test.ts');

  it('exist and are not superseded (a comment points at the record that holds now)', () => {
    const statusByNumber = new Map(
      decisionFiles.map((file) => [
        file.slice(decisionsFolder.length + 1, decisionsFolder.length + 4),
        statusOf(read(file)),
      ]),
    );
    const wrong = codeFiles.flatMap((file) =>
      citedDecisions(read(file))
        .filter(
          (number) => !statusByNumber.has(number) || statusByNumber.get(number)?.startsWith('superseded'),
        )
        .map((number) => `${file}: ADR ${number} (${statusByNumber.get(number) ?? 'no such record'})`),
    );
    expect(wrong).toEqual([]);
  });

  it('would catch a cited record that is missing or superseded', () => {
    expect(citedDecisions('see ADR 020, 028 and docs/decisions/019; ADRs 026 and 038')).toEqual([
      '020',
      '028',
      '019',
      '026',
      '038',
    ]);
    expect(statusOf(read(`${decisionsFolder}/019-s3-calls-without-the-s3-client.md`))).toMatch(/^superseded/);
  });
});
