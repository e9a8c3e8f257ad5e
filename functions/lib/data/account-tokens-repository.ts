import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ttlAttribute } from '../../../shared/table-definition.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import type { AccountGeneration } from './admins-repository.ts';
import { tableName } from './table.ts';

/**
 * The account links' tokens in the table (the rules are functions/lib/auth/account-tokens.ts):
 * one item per token in partition `TOKEN#<SHA-256 of the token>`, never the token itself.
 */
export interface StoredAccountToken {
  kind: string;
  email: string;
  /** Absent on links stored before links had one. */
  generation?: AccountGeneration;
  /** Epoch milliseconds. */
  validUntil: number;
}

const tokenKey = (tokenHash: string) => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' });

/** Stores a new token's record; DynamoDB's TTL deletes it after `validUntil`. */
export async function putAccountToken(tokenHash: string, token: StoredAccountToken): Promise<void> {
  await dynamoDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...tokenKey(tokenHash), ...token, [ttlAttribute]: Math.ceil(token.validUntil / 1000) },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/**
 * Deletes a token's record and answers it, in one conditional write, so two uses of one
 * token cannot both have it; undefined when there is none (unknown or used already).
 */
export async function takeAccountToken(tokenHash: string): Promise<StoredAccountToken | undefined> {
  try {
    const { Attributes } = await dynamoDocumentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: tokenKey(tokenHash),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes as StoredAccountToken | undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
