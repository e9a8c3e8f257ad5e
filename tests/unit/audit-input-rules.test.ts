import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '../../shared/contact-rules.ts';
import { blogInputSchema, postMessages } from '../../shared/post-rules.ts';
import { firstIssue } from '../../shared/validation.ts';
import { contactsToCsv } from '../../web/features/dashboard/contact/contacts-csv.ts';

/**
 * Issue 15, finding 9 (outside audit): contact and blog text took NUL and bidirectional
 * control characters, blog dates such as 2026-02-31 were accepted, and CSV cells holding
 * `;` were left unquoted (a spreadsheet set to `;` split them).
 */
const contact = { name: 'Asha', contact: '9876543210', email: 'asha@example.com', message: 'Hello' };
const blog = { title: 'Collars', date: '2026-02-28', author: 'Asha', content: '<p>Hi</p>' };
const issueOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : firstIssue(result.issues);
};

const controls = {
  NUL: '\u0000',
  'right-to-left override (U+202E)': '\u202E',
  'left-to-right embedding (U+202A)': '\u202A',
  'right-to-left isolate (U+2067)': '\u2067',
  'pop directional isolate (U+2069)': '\u2069',
  'right-to-left mark (U+200F)': '\u200F',
};

describe('text fields refuse NUL and bidirectional controls', () => {
  for (const [name, character] of Object.entries(controls)) {
    it.each(['name', 'email', 'message'] as const)(`contact ${name} in %s`, (field) => {
      const value = field === 'email' ? `asha${character}@example.com` : `Asha ${character}gpj.exe`;
      expect(issueOf(contactMessageSchema, { ...contact, [field]: value })).toMatch(
        /invisible control characters/,
      );
    });
    it.each(['title', 'author', 'content', 'tags'] as const)(`blog ${name} in %s`, (field) => {
      expect(issueOf(blogInputSchema, { ...blog, [field]: `x${character}y` })).toMatch(
        /invisible control characters/,
      );
    });
  }
  it('keeps ordinary text, line breaks and non-Latin scripts', () => {
    expect(issueOf(contactMessageSchema, { ...contact, message: 'नमस्ते\r\nمرحبا\tšałom' })).toBeUndefined();
    expect(issueOf(blogInputSchema, { ...blog, content: '<p>नमस्ते</p>\n<p>مرحبا</p>' })).toBeUndefined();
  });
});

describe('blog dates must exist', () => {
  it.each(['2026-02-31', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10'])('refuses %s', (date) => {
    expect(issueOf(blogInputSchema, { ...blog, date })).toBe(postMessages.dateRequired);
  });
  it.each(['2026-02-28', '2028-02-29', '2026-12-31'])('accepts %s', (date) => {
    expect(issueOf(blogInputSchema, { ...blog, date })).toBeUndefined();
  });
});

describe('CSV cells holding a separator, a quote or a line break stay one quoted cell', () => {
  it.each([
    ['a;b', '"a;b"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['one\ntwo', '"one\ntwo"'],
    ['one\rtwo', '"one\rtwo"'],
    ['plain', '"plain"'],
  ])('%j -> %s', async (value, cell) => {
    const [, row] = (
      await contactsToCsv([{ ...contact, _id: 'm1', message: value, createdAt: '', status: 'new' }])
    ).split(/\r\n/);
    // The attribution's twelve columns (docs/decisions/068) are empty for a message without one.
    expect(row).toBe(
      `"1","Asha","9876543210","asha@example.com",${cell},"","","","","new"${',""'.repeat(12)}`,
    );
  });
});
