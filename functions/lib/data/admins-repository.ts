import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminSummary } from '../../../shared/api-types.ts';
import { Conflict, InvalidInput, NotFound } from '../domain-errors.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { conditional, queryAll, tableName, transactWrite } from './table.ts';

/**
 * Admins in partition `ADMIN`, one item per email (lower case). The first admin of a stage
 * comes from the CLI (`npm run admin`); the rest are invited from the dashboard: an invited
 * admin's item has no password until they follow the invitation link.
 *
 * `sessionVersion` ends sessions: every session item carries the version its admin had when
 * it began, and the authorizer refuses a session whose version is not the admin's (or whose
 * admin is gone). Every password change or reset, from the dashboard, an email link or the
 * CLI, adds one to it, so all the admin's sessions end in that one write
 * (docs/decisions/029). The same writes forget the admin's login devices (`loginDevices`,
 * the ids of device cookies still honoured, newest last, at most `maxLoginDevices`), so
 * account state revokes as a whole (issue 23, N7; docs/decisions/039).
 */
const adminPartition = 'ADMIN';

export interface AdminRecord {
  email: string;
  /** Absent while an invited admin has not chosen a password. */
  passwordHash?: string;
  sessionVersion: number;
  createdAt?: string;
  lastLoginAt?: string;
  invitedBy?: string;
  /** Device cookie ids honoured for this account (login-devices.ts), newest last. */
  loginDevices?: string[];
}

/** Browsers whose device cookies an account honours at once: an admin's phone, laptop, office PC, … */
export const maxLoginDevices = 5;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const adminKey = (email: string) => ({ PK: adminPartition, SK: normaliseEmail(email) });

const toRecord = (item: Record<string, unknown>): AdminRecord => ({
  email: item.email as string,
  ...(typeof item.passwordHash === 'string' ? { passwordHash: item.passwordHash } : {}),
  sessionVersion: Number(item.sessionVersion ?? 0),
  ...(typeof item.createdAt === 'string' ? { createdAt: item.createdAt } : {}),
  ...(typeof item.lastLoginAt === 'string' ? { lastLoginAt: item.lastLoginAt } : {}),
  ...(typeof item.invitedBy === 'string' ? { invitedBy: item.invitedBy } : {}),
  ...(Array.isArray(item.loginDevices) ? { loginDevices: item.loginDevices.map(String) } : {}),
});

/**
 * Creates the admin or gives an existing one this password hash (`putAdmin` of
 * auth/admin-setup.ts): a reset that also ends every session the admin has.
 */
export async function putAdminRecord(email: string, passwordHash: string): Promise<void> {
  const normalised = normaliseEmail(email);
  const now = new Date().toISOString();
  await dynamoDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: adminKey(normalised),
      UpdateExpression:
        'SET email = :email, passwordHash = :hash, updatedAt = :now, createdAt = if_not_exists(createdAt, :now) REMOVE loginDevices ADD sessionVersion :one',
      ExpressionAttributeValues: {
        ':email': normalised,
        ':hash': passwordHash,
        ':now': now,
        ':one': 1,
      },
    }),
  );
}

export async function findAdmin(email: string): Promise<AdminRecord | undefined> {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: adminKey(email), ConsistentRead: true }),
  );
  return Item ? toRecord(Item) : undefined;
}

/** Which state of an account a link was issued for: any password change, removal or re-invitation moves on from it. */
export interface AccountGeneration {
  sessionVersion: number;
  createdAt?: string;
}
export const generationOf = (admin: AdminRecord): AccountGeneration => ({
  sessionVersion: admin.sessionVersion,
  ...(admin.createdAt ? { createdAt: admin.createdAt } : {}),
});

/**
 * Sets an existing admin's password hash and ends their sessions (one more session
 * version, no login device kept); answers the new version. Refused (404) when the admin was
 * removed meanwhile, or, with `expected`, when the account has moved on from that generation.
 */
export async function setAdminPassword(
  email: string,
  passwordHash: string,
  expected?: AccountGeneration,
): Promise<number> {
  try {
    const { Attributes } = await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: adminKey(email),
        UpdateExpression:
          'SET passwordHash = :hash, updatedAt = :now REMOVE loginDevices ADD sessionVersion :one',
        ConditionExpression: [
          'attribute_exists(PK)',
          ...(expected
            ? [
                'sessionVersion = :version',
                expected.createdAt ? 'createdAt = :created' : 'attribute_not_exists(createdAt)',
              ]
            : []),
        ].join(' AND '),
        ExpressionAttributeValues: {
          ':hash': passwordHash,
          ':now': new Date().toISOString(),
          ':one': 1,
          ...(expected ? { ':version': expected.sessionVersion } : {}),
          ...(expected?.createdAt ? { ':created': expected.createdAt } : {}),
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.sessionVersion ?? 0);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new NotFound(adminNotFound);
    throw error;
  }
}

/** Ends every session of the admin without changing the password ("sign out everywhere"). */
export async function bumpSessionVersion(email: string): Promise<number> {
  const { Attributes } = await dynamoDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: adminKey(email),
      UpdateExpression: 'REMOVE loginDevices ADD sessionVersion :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.sessionVersion ?? 0);
}

/**
 * Honours `deviceId` for the account from now on, as its newest device; the oldest past
 * `maxLoginDevices` is forgotten. Only while the account is at `sessionVersion`: a sign-out
 * everywhere or a password change in between wins, and the device is simply not kept.
 */
export async function rememberLoginDevice(admin: AdminRecord, deviceId: string): Promise<void> {
  const devices = [...(admin.loginDevices ?? []).filter((id) => id !== deviceId), deviceId].slice(
    -maxLoginDevices,
  );
  try {
    await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: adminKey(admin.email),
        UpdateExpression: 'SET loginDevices = :devices',
        ConditionExpression: 'attribute_exists(PK) AND sessionVersion = :version',
        ExpressionAttributeValues: { ':devices': devices, ':version': admin.sessionVersion },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Notes a successful sign-in (the Admins screen's "last sign-in"). */
export async function recordSignIn(email: string, now = new Date()): Promise<void> {
  await dynamoDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: adminKey(email),
      UpdateExpression: 'SET lastLoginAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    }),
  );
}

export const adminNotFound = 'Admin not found.';
export const adminExists = 'This email is already an admin (or has been invited).';

/** Every admin, by email: one Query of the `ADMIN` partition. */
export async function listAdmins(): Promise<AdminRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': adminPartition },
    ConsistentRead: true,
  });
  return items.map(toRecord);
}

export const toAdminSummary = (admin: AdminRecord, you: string): AdminSummary => ({
  email: admin.email,
  addedAt: admin.createdAt ?? null,
  lastSignInAt: admin.lastLoginAt ?? null,
  invited: !admin.passwordHash,
  you: admin.email === normaliseEmail(you),
});

/** An invited admin: no password yet (they set it from the invitation link). 409 when the email is taken. */
export async function addInvitedAdmin(email: string, invitedBy: string): Promise<AdminRecord> {
  const record: AdminRecord = {
    email: normaliseEmail(email),
    sessionVersion: 0,
    createdAt: new Date().toISOString(),
    invitedBy: normaliseEmail(invitedBy),
  };
  try {
    await dynamoDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...adminKey(record.email), ...record },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new Conflict(adminExists);
    throw error;
  }
  return record;
}

/** Deletes the admin item: the authorizer refuses their sessions from this write on. */
export async function deleteAdmin(email: string): Promise<void> {
  try {
    await dynamoDocumentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: adminKey(email),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new NotFound(adminNotFound);
    throw error;
  }
}

/** An admin's first day: they may not remove an admin who was there before them (docs/decisions/039). */
export const newcomerMs = 24 * 60 * 60 * 1000;
export const cannotRemoveElder =
  'In your first 24 hours as an admin you cannot remove an admin who was here before you.';
export const removerGone = 'Your account changed meanwhile. Please reload the page and try again.';

/**
 * Removes `target` in one transaction that also checks the remover, so the table can never
 * be left without an admin who can sign in: the remover must still exist with a password
 * (and unchanged) when the delete commits. Two admins removing each other at once: one
 * transaction commits, the other finds its remover gone and changes nothing. A remover in
 * their first 24 hours may only remove admins who joined after them.
 */
export async function deleteAdminBy(target: string, remover: AdminRecord, now = Date.now()): Promise<void> {
  const removerCreated = remover.createdAt ? Date.parse(remover.createdAt) : Number.NaN;
  const isNewcomer = Number.isFinite(removerCreated) && now - removerCreated < newcomerMs;
  await transactWrite([
    conditional(
      {
        Delete: {
          TableName: tableName(),
          Key: adminKey(target),
          // A newcomer's target must have joined later (ISO times compare as text).
          ConditionExpression: isNewcomer
            ? 'attribute_exists(PK) AND createdAt > :removerCreated'
            : 'attribute_exists(PK)',
          ...(isNewcomer ? { ExpressionAttributeValues: { ':removerCreated': remover.createdAt } } : {}),
        },
      },
      () => (isNewcomer ? new InvalidInput(cannotRemoveElder) : new NotFound(adminNotFound)),
    ),
    conditional(
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: adminKey(remover.email),
          ConditionExpression: 'attribute_exists(passwordHash) AND sessionVersion = :version',
          ExpressionAttributeValues: { ':version': remover.sessionVersion },
        },
      },
      () => new Conflict(removerGone),
    ),
  ]);
}
