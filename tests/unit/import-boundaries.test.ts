import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  boundaryViolations,
  fileNameViolations,
  handWrittenApiPaths,
  importCycles,
  importsOf,
  projectPaths,
  readSourceFiles,
  type SourceFile,
  storageCodeViolations,
} from './support/project-rules.ts';

const root = join(import.meta.dirname, '../..');
const paths = projectPaths(root);
const sources = readSourceFiles(root, paths);

describe('the project keeps its boundaries and its names (docs/decisions/032)', () => {
  it('reads the whole project, every layer of it', () => {
    for (const folder of ['functions/lib/', 'infra/', 'local/', 'shared/', 'web/features/', 'tests/'])
      expect(sources.filter((file) => file.path.startsWith(folder)).length, folder).toBeGreaterThan(5);
    expect(sources.flatMap(importsOf).length).toBeGreaterThan(1000);
  });

  it('imports only across the allowed boundaries', () => {
    expect(boundaryViolations(sources)).toEqual([]);
  });

  it('has no import circle among its own modules (issue 33, item 7)', () => {
    expect(importCycles(sources)).toEqual([]);
  });

  it('names every file in the one convention', () => {
    expect(fileNameViolations(paths)).toEqual([]);
  });

  it('writes no API path by hand in web/ (the client derives them from shared/routes.ts)', () => {
    expect(handWrittenApiPaths(sources)).toEqual([]);
  });

  it('builds DynamoDB requests only in lib/data, calls S3 only in lib/uploads, parses requests outside lib/data (issue 33, item 2)', () => {
    expect(storageCodeViolations(sources)).toEqual([]);
  });
});

describe('the rules catch planted violations (so the checks above cannot pass vacuously)', () => {
  const planted: SourceFile[] = [
    { path: 'infra/stack.ts', source: "import { table } from '../functions/lib/data/table.ts';" },
    { path: 'infra/grants.ts', source: "import type { Row } from '../functions/lib/data/rows.ts';" },
    { path: 'functions/lib/http/page.ts', source: "export { x } from '../../../web/lib/x.ts';" },
    { path: 'functions/blog-get.ts', source: "const stack = await import('../local/stack.ts');" },
    { path: 'functions/lib/data/grants.ts', source: "import { grants } from '../../../infra/grants.ts';" },
    { path: 'shared/contract.ts', source: "import type { Item } from '../functions/lib/data/item.ts';" },
    {
      path: 'web/features/blog/blog-card.tsx',
      source: "import { Form } from '../contact/contact-form.tsx';\nexport const Card = () => <Form />;",
    },
    // Issue 22: the layers of functions/lib, DynamoDB only in data/, functions/ only in *.server.ts.
    {
      path: 'functions/lib/auth/admin-login.ts',
      source: "import type { ApiRequest } from '../http/http-handler.ts';",
    },
    {
      path: 'functions/lib/mail/enquiries.ts',
      source: "import { readRequest } from '../http/http-handler.ts';",
    },
    {
      path: 'functions/lib/data/admins-repository.ts',
      source: "import { hashPassword } from '../auth/passwords.ts';",
    },
    { path: 'functions/lib/runtime/config.ts', source: "import { tableName } from '../data/table.ts';" },
    { path: 'functions/lib/auth/sessions.ts', source: "import { GetCommand } from '@aws-sdk/lib-dynamodb';" },
    { path: 'functions/blog-get.ts', source: "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';" },
    {
      path: 'web/features/contact/contact-form.tsx',
      source: "import { receiveEnquiry } from '../../../functions/lib/mail/enquiries.ts';",
    },
    // Issue 20: the pages read the catalogue from the table (docs/decisions/049).
    {
      path: 'web/components/product-card.tsx',
      source: "import { products } from '../../shared/spec-products.ts';",
    },
    {
      path: 'web/features/catalogue/catalogue-pages.server.ts',
      source: "import { productCopy } from '../../../shared/spec-product-copy.ts';",
    },
    // Issue 33: each dashboard folder is a feature; only blog code imports a blog module (the old tree's imports).
    {
      path: 'web/features/dashboard/products/product-actions.ts',
      source: "import { categoriesApi } from '../categories/categories-api.ts';",
    },
    {
      path: 'web/features/dashboard/overview/overview-page.tsx',
      source: "import { ContactTable } from '../contact/contact-table.tsx';",
    },
    {
      path: 'web/features/dashboard/categories/category-dialog.tsx',
      source: "import { useChosenPhoto } from '../blog/use-chosen-photo.ts';",
    },
    {
      path: 'web/features/dashboard/ui/message-list.tsx',
      source: "import type { Filters } from '../contact/contact-filters.ts';",
    },
    { path: 'web/components/catalogue-photo.tsx', source: "import { BlogImage } from './blog-image.tsx';" },
    {
      path: 'web/app/routes/product.$id.tsx',
      source: "import { blogSummaryText } from '../../features/blog/blog-display.ts';",
    },
    {
      path: 'web/features/product/product-page.server.ts',
      source: "import { sanitizeBlogHtml } from '../../../functions/lib/content/blog-html.ts';",
    },
    {
      path: 'functions/lib/content/product-saving.ts',
      source: "import { storableBlogHtml } from './blog-html.ts';",
    },
    { path: 'shared/security-headers.ts', source: "import { imageSchemes } from './blog-html-policy.ts';" },
  ];
  const allowed: SourceFile[] = [
    {
      path: 'infra/app.ts',
      source: "import { apiRoutes } from '../shared/routes.ts';\nimport 'aws-cdk-lib';",
    },
    { path: 'functions/blog-get.ts', source: "import { getBlog } from './lib/data/blogs-repository.ts';" },
    { path: 'functions/page-renderer.ts', source: "import * as build from '#server-build';" },
    { path: 'shared/routes.ts', source: "import { uploadsKeyPrefix } from './uploads-bucket.ts';" },
    {
      path: 'web/features/blog/blog-card.tsx',
      source:
        "import { ApiError } from '../../lib/api-client.ts';\nimport { ProductCard } from '../../components/product-card.tsx';\nimport { x } from './blog-display.ts';\nexport const Card = () => <ProductCard />;",
    },
    {
      path: 'web/features/dashboard/blog/blog-form.tsx',
      source: "import { y } from './blog-editor/toolbar.tsx';",
    },
    // A dashboard feature uses the shell, ui/ and the generic machinery; blog code, blog modules.
    {
      path: 'web/features/dashboard/products/photo-list.tsx',
      source:
        "import { uploadPhoto } from '../media/image-upload.ts';\nimport { RichTextEditor } from '../rich-text/rich-text-editor.tsx';\nimport { Modal } from '../ui/modal.tsx';\nimport { adminLoad } from '../shell/login-redirect.ts';",
    },
    {
      path: 'web/app/routes/blog.$slug.tsx',
      source: "import { formatBlogDate } from '../../features/blog/blog-display.ts';",
    },
    {
      path: 'web/app/routes/dashboard._index.tsx',
      source: "import { ContactTable } from '../../features/dashboard/contact/contact-table.tsx';",
    },
    { path: 'functions/blog-update.ts', source: "import { saveBlog } from './lib/content/blog-saving.ts';" },
    // The data layer's modules are the entities' own: the overview's counts read the blog's.
    {
      path: 'functions/lib/content/dashboard.ts',
      source: "import { x } from '../data/blogs-repository.ts';",
    },
    { path: 'local/stack.ts', source: "import { handler } from '../functions/blog-get.ts';" },
    { path: 'tests/unit/x.test.ts', source: "import { table } from '../../functions/lib/data/table.ts';" },
    {
      path: 'functions/lib/http/http-handler.ts',
      source: "import type { SessionIdentity } from '../auth/sessions.ts';",
    },
    {
      path: 'functions/lib/auth/sessions.ts',
      source: "import { findSession } from '../data/sessions-repository.ts';",
    },
    {
      path: 'functions/lib/auth/invitations.ts',
      source: "import { sendAccountEmail } from '../mail/account-email.ts';",
    },
    { path: 'functions/lib/data/table.ts', source: "import { GetCommand } from '@aws-sdk/lib-dynamodb';" },
    {
      path: 'functions/lib/runtime/aws-clients.ts',
      source: "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
    },
    {
      path: 'web/features/contact/contact-action.server.ts',
      source: "import { receiveEnquiry } from '../../../functions/lib/mail/enquiries.ts';",
    },
    // The artwork generator runs at build time, in Node: it draws the spec's products.
    {
      path: 'web/artwork/product-images.ts',
      source: "import { products } from '../../shared/spec-products.ts';",
    },
  ];

  it('finds each forbidden import, of every kind, and nothing in the allowed ones', () => {
    expect(boundaryViolations(planted).map(({ file }) => file)).toEqual(planted.map(({ path }) => path));
    expect(boundaryViolations(allowed)).toEqual([]);
  });

  it('finds an import circle through every kind of import, naming it, and no circle in a chain', () => {
    const circle: SourceFile[] = [
      { path: 'shared/a.ts', source: "import type { B } from './b.ts';\nexport const a = 1;" },
      { path: 'shared/b.ts', source: "export const loadC = () => import('./c.ts');\nexport type B = 1;" },
      { path: 'shared/c.ts', source: "export { a } from './a.ts';" },
      // Into the circle, not part of it.
      { path: 'shared/d.ts', source: "import { a } from './a.ts';" },
    ];
    expect(importCycles(circle)).toEqual([
      {
        file: 'shared/a.ts',
        rule: 'import cycle',
        detail: 'shared/a.ts → shared/b.ts → shared/c.ts → shared/a.ts',
      },
    ]);
    const typePositionCircle: SourceFile[] = [
      { path: 'web/lib/x.tsx', source: "let y: typeof import('./y.ts');" },
      { path: 'web/lib/y.ts', source: "import { x } from './x.tsx';" },
    ];
    expect(importCycles(typePositionCircle).map(({ detail }) => detail)).toEqual([
      'web/lib/x.tsx → web/lib/y.ts → web/lib/x.tsx',
    ]);
    expect(importCycles(circle.filter(({ path }) => path !== 'shared/c.ts'))).toEqual([]);
  });

  it('finds names outside the convention, and accepts flat-route modules and dotfiles', () => {
    const wrong = [
      'web/components/ProductCard.tsx',
      'web/lib/apiClient.ts',
      'functions/lib/data/blogs_repository.ts',
      'shared/Routes.ts',
      'web/app/routes/Blog.$slug.tsx',
      'web/app/routes/blog.$Slug.tsx',
    ];
    expect(fileNameViolations(wrong).map(({ file }) => file)).toEqual(wrong);
    expect(
      fileNameViolations([
        'web/app/routes/dashboard.district.$countryId.$stateName.$stateId.tsx',
        'web/app/routes/_index.tsx',
        'web/app/routes/$.tsx',
        'tests/unit/sanitize-html.test.ts',
        'docs/decisions/001-one-dynamodb-table.md',
        '.gitignore',
      ]),
    ).toEqual([]);
  });

  it('finds storage code by what it says, not only by what it imports (issue 33, item 2)', () => {
    const wrong: SourceFile[] = [
      // A request built by hand and handed to data/table.ts: no DynamoDB import to catch.
      {
        path: 'functions/lib/content/product-saving.ts',
        source:
          "await transactWrite([{ Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } }]);",
      },
      { path: 'functions/lib/content/x.ts', source: "queryPage({ KeyConditionExpression: 'PK = :pk' });" },
      { path: 'functions/product-update.ts', source: "const u = { 'UpdateExpression': 'SET a = :a' };" },
      { path: 'functions/lib/auth/y.ts', source: 'send({ TransactItems: [] });' },
      { path: 'functions/lib/content/z.ts', source: "const f = { FilterExpression: 'a' };" },
      { path: 'functions/lib/data/photos.ts', source: 'await s3Client().send(command);' },
      {
        path: 'functions/lib/content/tags.ts',
        source: "import { PutObjectTaggingCommand } from '@aws-sdk/client-s3';",
      },
      { path: 'functions/lib/data/posts.ts', source: "import { safeParse } from 'valibot';" },
    ];
    expect(storageCodeViolations(wrong).map(({ file }) => file)).toEqual([
      'functions/lib/content/product-saving.ts',
      'functions/lib/content/product-saving.ts',
      ...wrong.slice(1).map(({ path }) => path),
    ]);
    const allowed: SourceFile[] = [
      {
        path: 'functions/lib/data/table.ts',
        source: "send({ TableName: t, ConditionExpression: 'c', TransactItems: [] });",
      },
      {
        path: 'functions/lib/uploads/s3-objects.ts',
        source: "import { GetObjectCommand } from '@aws-sdk/client-s3';\ns3Client().send(c);",
      },
      {
        path: 'functions/lib/runtime/aws-clients.ts',
        source: "import { S3Client } from '@aws-sdk/client-s3';",
      },
      { path: 'functions/lib/http/query-parsing.ts', source: "import { safeParse } from 'valibot';" },
      // The name as a word, a variable or a reading of a result is not a request built.
      {
        path: 'functions/lib/content/w.ts',
        source: "const TableName = 'x';\nlog('ConditionExpression failed', result.TableName);",
      },
      { path: 'tests/unit/z.test.ts', source: "send({ TableName: 't' });" },
    ];
    expect(storageCodeViolations(allowed)).toEqual([]);
  });

  it('finds an API path written by hand in web/, in a string or a template', () => {
    const found = handWrittenApiPaths([
      { path: 'web/features/blog/load.ts', source: "fetch('/api/blogs');" },
      { path: 'web/features/x/y.ts', source: `const id = 1;\nfetch(\`/countries/update/\${id}\`);` },
      { path: 'web/features/x/z.ts', source: '/** `GET /api/blogs` in a comment is fine */\nfetch(url);' },
    ]);
    expect(found.map(({ file }) => file)).toEqual(['web/features/blog/load.ts', 'web/features/x/y.ts']);
  });
});
