import { ulid } from 'ulid';
import type { ContactMessage, Page } from '../../shared/api-types.ts';
import type { ContactMessageInput } from '../../shared/validation.ts';
import { badRequest, notFound } from './http-error.ts';
import { countsUpdate, isItemId, queryPage, type TableItem, tableName, transactWrite } from './table.ts';

/**
 * Contact messages in partition `CONTACT` with a ULID sort key: newest first is one Query
 * read backwards, and a page continues after the last id it showed (the opaque cursor).
 */
const contactPartition = 'CONTACT';
const messageNotFound = 'Message not found.';

export const defaultContactPageSize = 100;
export const maxContactPageSize = 500;

interface ContactItem extends TableItem, Omit<ContactMessage, '_id'> {
  id: string;
}

const toMessage = ({ id, name, contact, email, message, createdAt }: ContactItem): ContactMessage => ({
  _id: id,
  name,
  contact,
  email,
  message,
  createdAt,
});

export async function createContact(input: ContactMessageInput): Promise<ContactMessage> {
  const id = ulid();
  const item: ContactItem = {
    PK: contactPartition,
    SK: id,
    GSI1PK: id,
    id,
    ...input,
    createdAt: new Date().toISOString(),
  };
  await transactWrite(
    [
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      countsUpdate({ contacts: 1 }),
    ],
    () => new Error(`Contact id ${id} already taken`),
  );
  return toMessage(item);
}

const encodeCursor = (id: string) => Buffer.from(id).toString('base64url');
function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString();
  if (!isItemId(id)) throw badRequest('The cursor is not valid.');
  return id;
}

/** Newest first, `limit` at a time; pass the returned `nextCursor` for the next page. */
export async function listContacts(
  options: { limit?: number | string; cursor?: string } = {},
): Promise<Page<ContactMessage>> {
  const limit = Number(options.limit ?? defaultContactPageSize);
  if (!Number.isInteger(limit) || limit < 1 || limit > maxContactPageSize)
    throw badRequest(`The limit must be a whole number from 1 to ${maxContactPageSize}.`);
  // One more than asked for tells whether another page exists, so the last page has no cursor.
  const { items } = await queryPage({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': contactPartition },
    ScanIndexForward: false,
    Limit: limit + 1,
    ...(options.cursor
      ? { ExclusiveStartKey: { PK: contactPartition, SK: decodeCursor(options.cursor) } }
      : {}),
  });
  const page = (items as ContactItem[]).slice(0, limit);
  return {
    items: page.map(toMessage),
    ...(items.length > limit ? { nextCursor: encodeCursor(page[page.length - 1].id) } : {}),
  };
}

export async function deleteContact(id: string): Promise<{ message: string }> {
  if (!isItemId(id)) throw notFound(messageNotFound);
  await transactWrite(
    [
      {
        Delete: {
          TableName: tableName(),
          Key: { PK: contactPartition, SK: id },
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      countsUpdate({ contacts: -1 }),
    ],
    () => notFound(messageNotFound),
  );
  return { message: 'Message deleted.' };
}
