import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { isSlug, maxSlugLength } from '../../../shared/site-urls.ts';
import { Conflict } from '../domain-errors.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { conditional, queryAll, type TransactItem, type TransactionWrite, tableName } from './table.ts';

/**
 * Readable URLs are made of slugs, and a slug must name one thing for good: a shared link
 * or a search result keeps working after a rename (it answers 301 to the new URL). So every
 * slug a blog or place ever had is a claim item `PK = <scope>`, `SK = <slug>`, `ownerId`,
 * written in the same transaction as its owner on the condition that the slug is free or
 * already the owner's. A scope is where slugs must be unique: all posts, or one parent's
 * places. Owners keep the list of their slugs (`slugs`), so deleting one frees them all.
 *
 * The history is bounded (issue 23, N4): an owner keeps its newest `maxSlugHistory` slugs,
 * and a rename releases the oldest past that. A transaction holds at most 100 writes, and
 * a post or place renamed a hundred times could otherwise never be deleted.
 */
export interface SlugClaim {
  PK: string;
  SK: string;
  ownerId: string;
}

/** Thrown by a transaction whose slug claim failed: the slug belongs to someone else. */
export class SlugTaken extends Error {
  constructor(readonly slug: string) {
    super(`The slug ${slug} is taken`);
  }
}

/** Id of the thing a slug names in its scope (now or before a rename), or undefined. */
export async function findSlugOwner(scope: string, slug: string): Promise<string | undefined> {
  if (!isSlug(slug)) return undefined;
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: { PK: scope, SK: slug } }),
  );
  return (Item as SlugClaim | undefined)?.ownerId;
}

/** The write that claims `slug` for `ownerId`: it fails when another owner has it. */
export function claimSlug(scope: string, slug: string, ownerId: string): TransactionWrite {
  return conditional(
    {
      Put: {
        TableName: tableName(),
        Item: { PK: scope, SK: slug, ownerId } satisfies SlugClaim,
        ConditionExpression: 'attribute_not_exists(PK) OR ownerId = :owner',
        ExpressionAttributeValues: { ':owner': ownerId },
      },
    },
    // Another post or place has the slug.
    () => new SlugTaken(slug),
  );
}

export function releaseSlug(scope: string, slug: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: { PK: scope, SK: slug } } };
}

/** `base` with a number: "summer-walks-2", shortened so it stays a valid slug. */
export function numberedSlug(base: string, n: number): string {
  if (n < 2) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, maxSlugLength - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/**
 * The first of `base`, `base-2`, `base-3`, … that is free in `scope` or already
 * `ownerId`'s: one Query over the claims that start like it. Another writer may take the
 * same one meanwhile; the claim's condition catches that (see `withFreeSlug`).
 */
export async function freeSlug(scope: string, base: string, ownerId?: string): Promise<string> {
  const claims = (await queryAll({
    KeyConditionExpression: 'PK = :scope AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':scope': scope, ':prefix': base.slice(0, maxSlugLength - 4) },
    ProjectionExpression: 'SK, ownerId',
    // A claim written a moment ago must count, or a retry would choose the same slug again.
    ConsistentRead: true,
  })) as unknown as SlugClaim[];
  const owners = new Map(claims.map((claim) => [claim.SK, claim.ownerId]));
  for (let n = 1; ; n++) {
    const candidate = numberedSlug(base, n);
    const owner = owners.get(candidate);
    if (owner === undefined || owner === ownerId) return candidate;
  }
}

/**
 * Tries of `withFreeSlug`: each lost race means another writer won, so a few cover as many
 * writers saving alike names at the same moment.
 */
const slugAttempts = 6;

/**
 * Runs a write that claims a slug chosen by `choose`, choosing again when another writer
 * took that slug between the choice and the write; a 409 when that keeps happening.
 */
export async function withFreeSlug<T>(
  choose: () => Promise<string>,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(await choose());
    } catch (error) {
      if (!(error instanceof SlugTaken)) throw error;
      if (attempt >= slugAttempts) throw new Conflict(slugsBusy);
    }
  }
}

export const slugsBusy = 'Many alike names are being saved at once. Please try again.';

/** Where a slug is chosen for an owner being saved: its scope, and the slug its name makes. */
export interface SlugChoice {
  scope: string;
  ownerId: string;
  /** The admin's own slug, if any: a 409 saying `takenMessage` when another owner has it. */
  wanted: string | undefined;
  takenMessage: string;
  /** Without `wanted`: the first of `base`, `base-2`, … that is free (freeSlug). */
  base: string;
}

/** Runs a write that claims the admin's own slug, or else a free one made from the name. */
export function withChosenSlug<T>(choice: SlugChoice, write: (slug: string) => Promise<T>): Promise<T> {
  if (!choice.wanted) return withFreeSlug(() => freeSlug(choice.scope, choice.base, choice.ownerId), write);
  return write(choice.wanted).catch((error: unknown) =>
    Promise.reject(error instanceof SlugTaken ? new Conflict(choice.takenMessage) : error),
  );
}

/**
 * How many slugs an owner keeps claimed, its current one included: the 19 before it still
 * lead to it (301), older ones are free for others. Small enough that releasing all of an
 * owner's claims fits in its delete's transaction with room to spare (docs/decisions/038).
 */
export const maxSlugHistory = 20;

export interface SlugHistory {
  /** The owner's slugs, oldest first, `slug` (now its current one) last. */
  slugs: string[];
  /** The oldest ones past `maxSlugHistory`, to release in the same write. */
  released: string[];
}

/** The owner's slugs with `slug` made its newest, and those that fall out of the history. */
export function slugHistory(slugs: readonly string[] | undefined, slug: string): SlugHistory {
  const all = [...new Set([...(slugs ?? []).filter((old) => old !== slug), slug])];
  const cut = Math.max(0, all.length - maxSlugHistory);
  return { slugs: all.slice(cut), released: all.slice(0, cut) };
}

/** Conditional deletes that run side by side when an owner has more claims than a transaction takes. */
const releaseParallelism = 10;

/**
 * Releases claims still held by `ownerId`, outside any transaction, a few at a time (a
 * claim another owner holds by now stays theirs). For owners stored before the history was
 * bounded, whose claims do not fit in one transaction.
 */
export async function releaseOwnSlugs(scope: string, slugs: readonly string[], ownerId: string) {
  for (let start = 0; start < slugs.length; start += releaseParallelism) {
    await Promise.all(
      slugs.slice(start, start + releaseParallelism).map((slug) =>
        dynamoDocumentClient()
          .send(
            new DeleteCommand({
              TableName: tableName(),
              Key: { PK: scope, SK: slug },
              ConditionExpression: 'attribute_not_exists(PK) OR ownerId = :owner',
              ExpressionAttributeValues: { ':owner': ownerId },
            }),
          )
          .catch((error) => {
            if (!(error instanceof ConditionalCheckFailedException)) throw error;
          }),
      ),
    );
  }
}

/**
 * The writes that release `slugs` (an owner's, oldest first) in the owner's transaction:
 * the newest `maxSlugHistory`; any older ones are released first, one by one. A failure
 * after that leaves the owner in place with fewer old URLs, and a retry finishes.
 */
export async function slugReleases(
  scope: string,
  slugs: readonly string[],
  ownerId: string,
): Promise<TransactItem[]> {
  await releaseOwnSlugs(scope, slugs.slice(0, -maxSlugHistory), ownerId);
  return slugs.slice(-maxSlugHistory).map((slug) => releaseSlug(scope, slug));
}

/**
 * The writes a rename adds to its owner's transaction: the slugs it gives up (`released`, as
 * `slugHistory` says) released, and the new slug claimed when it is not the one it had.
 */
export async function slugChangeWrites(
  scope: string,
  ownerId: string,
  { from, to, released }: { from: string | undefined; to: string; released: readonly string[] },
): Promise<TransactionWrite[]> {
  const writes: TransactionWrite[] = await slugReleases(scope, released, ownerId);
  if (to !== from) writes.push(claimSlug(scope, to, ownerId));
  return writes;
}
