import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { hashPassword } from '../auth/passwords.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { tableName } from './table.ts';

/** Admins in partition `ADMIN`, one item per email (lower case). Created only by the CLI. */
const adminPartition = 'ADMIN';

export interface AdminRecord {
  email: string;
  passwordHash: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Creates the admin or gives an existing one this password. */
export async function putAdmin(email: string, password: string): Promise<void> {
  const normalised = normaliseEmail(email);
  await dynamoDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        PK: adminPartition,
        SK: normalised,
        email: normalised,
        passwordHash: await hashPassword(password),
        updatedAt: new Date().toISOString(),
      },
    }),
  );
}

export async function findAdmin(email: string): Promise<AdminRecord | undefined> {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: { PK: adminPartition, SK: normaliseEmail(email) } }),
  );
  return Item ? { email: Item.email, passwordHash: Item.passwordHash } : undefined;
}
