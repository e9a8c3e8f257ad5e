import { DeleteCommand, PutCommand, TransactGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient } from './aws-clients.ts';
import { tableName } from './table.ts';
import { ttlAttribute } from './table-definition.ts';

/**
 * Failed logins are counted per account and per client address (docs/decisions/002, 020).
 * A record's window opens with its first failure; once it holds the limit's failures, logins
 * for that account, or from that address, are refused until the window passes. One item per
 * account and one per address, deleted by TTL after the window.
 *
 * The window is the 15 minutes that `messages.tooManyLogins` tells the visitor to wait.
 */
export const throttleWindowMs = 15 * 60 * 1000;
/**
 * Failures per window that lock: 5 for one account (guessing one admin's password); 20 for
 * one address, so an office behind one NAT can hold several admins who each mistype
 * (four accounts locked before the office is) while one address cannot try many accounts.
 */
export const loginLimits = { account: 5, address: 20 } as const;

/**
 * Who is trying: the normalised email, and the client address (`clientAddress` in
 * admin-login.ts; undefined when none is known, and then only the account is counted).
 */
export interface LoginAttempt {
  account: string;
  address: string | undefined;
}

type ThrottleKey = { PK: string; SK: string };
const accountKey = (account: string): ThrottleKey => ({ PK: `LOGIN#${account}`, SK: 'THROTTLE' });
/** The attempt's records: the account's first, then the address's when there is one. */
const throttleKeys = ({ account, address }: LoginAttempt): ThrottleKey[] => [
  accountKey(account),
  ...(address === undefined ? [] : [{ PK: `LOGIN-FROM#${address}`, SK: 'THROTTLE' }]),
];

interface ThrottleRecord {
  failures: number;
  windowStart: number;
}

const isFull = (record: ThrottleRecord | undefined, limit: number, now: number) =>
  Boolean(record && record.windowStart + throttleWindowMs > now && record.failures >= limit);

export interface LoginThrottle {
  /** The account or the address has used up its failures in the current window. */
  locked: boolean;
  /** The account has a record, which a successful login clears. */
  accountHasFailures: boolean;
}

/**
 * Both records in one request. TransactGetItems (IAM: GetItem) reads them consistently; a
 * read that overlaps a write of the same record is cancelled as a conflict, which the
 * handler answers as busy (503): only failures write, so only bursts of failures meet it.
 */
export async function readLoginThrottle(attempt: LoginAttempt, now = Date.now()): Promise<LoginThrottle> {
  const { Responses = [] } = await dynamoDocumentClient().send(
    new TransactGetCommand({
      TransactItems: throttleKeys(attempt).map((Key) => ({ Get: { TableName: tableName(), Key } })),
    }),
  );
  const [accountRecord, addressRecord] = Responses.map(
    (response) => response.Item as ThrottleRecord | undefined,
  );
  return {
    locked:
      isFull(accountRecord, loginLimits.account, now) || isFull(addressRecord, loginLimits.address, now),
    accountHasFailures: Boolean(accountRecord),
  };
}

/** Counts a failure for the account and for the address (one write each, in parallel). */
export async function recordLoginFailure(attempt: LoginAttempt, now = Date.now()): Promise<void> {
  await Promise.all(throttleKeys(attempt).map((key) => countFailure(key, now)));
}

/** Counts a failure in the record's open window, or opens a new window with this failure. */
async function countFailure(key: ThrottleKey, now: number): Promise<void> {
  try {
    await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD failures :one',
        ConditionExpression: 'windowStart > :windowOpenedAfter',
        ExpressionAttributeValues: { ':one': 1, ':windowOpenedAfter': now - throttleWindowMs },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    await dynamoDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key,
          failures: 1,
          windowStart: now,
          [ttlAttribute]: Math.ceil((now + throttleWindowMs) / 1000),
        },
      }),
    );
  }
}

/**
 * A successful login starts the account's count afresh. The address's count stays: it also
 * holds other accounts' failures, and one good password must not buy an address more guesses.
 */
export async function clearAccountFailures(account: string): Promise<void> {
  await dynamoDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: accountKey(account) }));
}
