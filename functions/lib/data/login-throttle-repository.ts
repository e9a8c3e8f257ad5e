import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountMessages } from '../../../shared/account-rules.ts';
import { ttlAttribute } from '../../../shared/table-definition.ts';
import { TooManyAttempts, Unavailable } from '../domain-errors.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { tableName } from './table.ts';

/**
 * Failed logins are counted per account and per client address (docs/decisions/002, 020),
 * or, for a browser that has logged in to the account before, per that browser's device
 * cookie instead (docs/decisions/020: a stranger cannot lock the admin out of it). A
 * record's window opens with its first attempt; once it holds the limit's failures, logins
 * for that account, from that address or with that device cookie are refused until the
 * window passes. Records are deleted by TTL after the window.
 *
 * Every attempt reserves its failure before the password is checked (one conditional write
 * per record), so N parallel attempts count N: the check and the count are one atomic step,
 * where the count used to come after scrypt and parallel attempts all read an open lock.
 * A right password then takes its reservation back; a wrong one leaves it as the failure.
 *
 * The window is the 15 minutes that `accountMessages.tooManyLogins` tells the visitor to wait.
 */
export const throttleWindowMs = 15 * 60 * 1000;
/**
 * Failures per window that lock: 5 for one account (guessing one admin's password) and for
 * one device cookie; 20 for one address, so an office behind one NAT can hold several admins
 * who each mistype (four accounts locked before the office is) while one address cannot try
 * many accounts.
 */
export const loginLimits = { account: 5, address: 20, device: 5 } as const;

/**
 * Who is trying: the normalised email; the client address (`visitorAddress` in
 * functions/lib/http/visitor-address.ts; undefined when none is known, and then it is not counted); and the id of a
 * valid device cookie for this account, when the browser sent one.
 */
export interface LoginAttempt {
  account: string;
  address: string | undefined;
  device?: string;
  /**
   * A signed-in admin confirming their password (changing it): counted on their session's
   * own record, so strangers who locked the account cannot lock its owner out of changing
   * the password (issue 23, N8), and the session still gets only 5 wrong tries.
   */
  session?: string;
}

interface ThrottleKey {
  PK: string;
  SK: string;
}
interface Counter {
  key: ThrottleKey;
  limit: number;
}
const accountKey = (account: string): ThrottleKey => ({ PK: `LOGIN#${account}`, SK: 'THROTTLE' });

/**
 * The records an attempt counts in, in the order they are reserved: a known browser only its
 * device's; any other the account's, then the address's when there is one.
 */
function countersOf({ account, address, device, session }: LoginAttempt): Counter[] {
  if (device) return [{ key: { PK: `LOGIN-DEVICE#${device}`, SK: 'THROTTLE' }, limit: loginLimits.device }];
  // `LOGIN#@…`: in the accounts' partitions (the grants name `LOGIN#*`), never an account's
  // key, as an email never starts with `@`.
  if (session)
    return [{ key: { PK: `LOGIN#@session:${session}`, SK: 'THROTTLE' }, limit: loginLimits.device }];
  return [
    { key: accountKey(account), limit: loginLimits.account },
    ...(address === undefined
      ? []
      : [{ key: { PK: `LOGIN-FROM#${address}`, SK: 'THROTTLE' }, limit: loginLimits.address }]),
  ];
}

/** A failure counted in advance in one record's window (identified by its start). */
interface Reservation {
  key: ThrottleKey;
  windowStart: number;
}

/** The attempt's reservations, to be kept (a wrong password) or handed back (`succeeded`, `cancel`). */
export interface LoginReservation {
  attempt: LoginAttempt;
  reservations: Reservation[];
}

/** `windowStart` of the item a failed condition returned (raw attribute values: the document client does not convert errors). */
function windowStartOf(error: ConditionalCheckFailedException): number | undefined {
  const windowStart = error.Item?.windowStart?.N;
  return windowStart === undefined ? undefined : Number(windowStart);
}

/**
 * Counts one failure in the record's open window, opening one when there is none, unless the
 * window already holds `limit`: then undefined (locked). One UpdateItem in the usual cases;
 * a window that has passed but is not yet deleted by TTL is replaced with a Put conditioned
 * on that old window, so two attempts cannot both open a fresh one.
 */
async function reserve({ key, limit }: Counter, now: number): Promise<Reservation | undefined> {
  const openedAfter = now - throttleWindowMs;
  for (let round = 0; round < 3; round++) {
    try {
      const { Attributes } = await dynamoDocumentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression:
            'SET windowStart = if_not_exists(windowStart, :now), #ttl = if_not_exists(#ttl, :ttl) ADD failures :one',
          ConditionExpression:
            'attribute_not_exists(PK) OR (windowStart > :openedAfter AND failures < :limit)',
          ExpressionAttributeNames: { '#ttl': ttlAttribute },
          ExpressionAttributeValues: {
            ':now': now,
            ':ttl': Math.ceil((now + throttleWindowMs) / 1000),
            ':one': 1,
            ':openedAfter': openedAfter,
            ':limit': limit,
          },
          ReturnValues: 'UPDATED_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { key, windowStart: Number(Attributes?.windowStart ?? now) };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      const oldWindow = windowStartOf(error);
      // Still in its window: it is full.
      if (oldWindow === undefined || oldWindow > openedAfter) return undefined;
    }
    try {
      await dynamoDocumentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...key,
            failures: 1,
            windowStart: now,
            [ttlAttribute]: Math.ceil((now + throttleWindowMs) / 1000),
          },
          ConditionExpression: 'attribute_not_exists(PK) OR windowStart <= :openedAfter',
          ExpressionAttributeValues: { ':openedAfter': openedAfter },
        }),
      );
      return { key, windowStart: now };
    } catch (error) {
      // Another attempt opened the new window first: count in it.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  throw new Unavailable('The login throttle record kept changing under this attempt.');
}

/** Takes one reservation back, if its window is still the record's (a replaced window owes nothing). */
async function release({ key, windowStart }: Reservation): Promise<void> {
  try {
    await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD failures :minusOne',
        ConditionExpression: 'windowStart = :windowStart AND failures > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':windowStart': windowStart, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Reserves the attempt's failure in each of its records, in order (account, then address):
 * an address is only charged by attempts its account let through. When one record is full the
 * ones already reserved are handed back and the attempt is refused with 429, so refused
 * attempts never count (docs/decisions/020).
 */
export async function reserveLoginAttempt(
  attempt: LoginAttempt,
  now = Date.now(),
): Promise<LoginReservation> {
  const reservations: Reservation[] = [];
  for (const counter of countersOf(attempt)) {
    const reservation = await reserve(counter, now);
    if (!reservation) {
      await Promise.all(reservations.map(release));
      throw new TooManyAttempts(accountMessages.tooManyLogins);
    }
    reservations.push(reservation);
  }
  return { attempt, reservations };
}

/**
 * The password was right: the account's (or the device's) count starts afresh, and the
 * address gets its reservation back. The address's other failures stay: they also hold other
 * accounts' failures, and one good password must not buy an address more guesses.
 */
export async function loginSucceeded({ reservations }: LoginReservation): Promise<void> {
  const [own, ...others] = reservations;
  await Promise.all([
    own && dynamoDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: own.key })),
    ...others.map(release),
  ]);
}

/** The attempt ended without an answer on the password (e.g. the table was busy): it counts as nothing. */
export async function cancelLoginAttempt({ reservations }: LoginReservation): Promise<void> {
  await Promise.all(reservations.map(release));
}

/**
 * Requests other than logins that are limited the same way (a window of `throttleWindowMs`
 * per record, one conditional write each): password reset requests, per email and per address
 * (auth/password-resets.ts). Every request counts, whatever its outcome; a full record refuses
 * it with 429 and `message`, and nothing is counted for it.
 */
export interface CountedRequest {
  /** The record's partition key, e.g. `RESET#<email>`. */
  partition: string;
  limit: number;
}

export async function countRequest(
  records: readonly CountedRequest[],
  message: string,
  now = Date.now(),
): Promise<void> {
  const reservations: Reservation[] = [];
  for (const { partition, limit } of records) {
    const reservation = await reserve({ key: { PK: partition, SK: 'THROTTLE' }, limit }, now);
    if (!reservation) {
      await Promise.all(reservations.map(release));
      throw new TooManyAttempts(message);
    }
    reservations.push(reservation);
  }
}
