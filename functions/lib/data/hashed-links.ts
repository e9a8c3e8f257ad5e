import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ttlAttribute } from '../../../shared/table-definition.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { tableName } from './table.ts';

/** What every link's item keeps: until when the link opens anything. */
export interface StoredLink {
  /** Epoch milliseconds. */
  validUntil: number;
}

/**
 * The items of links that carry a random token (preview links, account links): one item per
 * link in partition `<prefix>#<SHA-256 of the token>` with sort key `<prefix>`, never the
 * token itself, so a read of the table opens no link. DynamoDB's TTL deletes an item some
 * time after `validUntil`; readers check `validUntil` themselves.
 */
export function hashedLinks<Stored extends StoredLink>(prefix: string) {
  const key = (tokenHash: string) => ({ PK: `${prefix}#${tokenHash}`, SK: prefix });
  return {
    /** Stores a new link's item; a hash already there (never, for 256 random bits) is refused. */
    async put(tokenHash: string, stored: Stored): Promise<void> {
      await dynamoDocumentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...key(tokenHash), ...stored, [ttlAttribute]: Math.ceil(stored.validUntil / 1000) },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },

    /** The link's item as stored (expired or not), or undefined when there is none. */
    async find(tokenHash: string): Promise<Stored | undefined> {
      const { Item } = await dynamoDocumentClient().send(
        new GetCommand({ TableName: tableName(), Key: key(tokenHash) }),
      );
      return Item as Stored | undefined;
    },

    /**
     * Deletes the link's item and answers it, in one conditional write, so two uses of one
     * link cannot both have it; undefined when there is none (unknown, used or revoked already).
     */
    async take(tokenHash: string): Promise<Stored | undefined> {
      try {
        const { Attributes } = await dynamoDocumentClient().send(
          new DeleteCommand({
            TableName: tableName(),
            Key: key(tokenHash),
            ConditionExpression: 'attribute_exists(PK)',
            ReturnValues: 'ALL_OLD',
          }),
        );
        return Attributes as Stored | undefined;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return undefined;
        throw error;
      }
    },
  };
}
