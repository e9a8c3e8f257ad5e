import type { RevisionList } from '../../../shared/api-types.ts';
import { deleteSchema, messages } from '../../../shared/validation.ts';
import { versionNamed } from '../content/restoring.ts';
import { recorded } from '../data/activity-repository.ts';
import { findRevision, listRevisionSummaries } from '../data/revisions.ts';
import { NotFound } from '../domain-errors.ts';
import { adminHandler } from './http-handler.ts';

/**
 * The handlers of a post's or a product's kept versions (docs/decisions/067), one Lambda each
 * (functions/blog-versions.ts, …): each takes its kind's own lookup and restore, so a bundle
 * carries one repository. `findItem` throws the kind's 404 for an id that names no such item,
 * so an unknown item and an item without versions never look alike.
 */
type ItemKind = 'blog' | 'product';

/** `GET …/{id}/versions`: the kept versions, newest first, without their values. */
export const revisionListHandler = (kind: ItemKind, findItem: (id: string) => Promise<unknown>) =>
  adminHandler({}, async ({ pathParameters }): Promise<RevisionList> => {
    const id = pathParameters.id ?? '';
    await findItem(id);
    return { versions: await listRevisionSummaries(kind, id) };
  });

/** `GET …/{id}/versions/{version}`: one kept version with its value. */
export const revisionGetHandler = (kind: ItemKind, findItem: (id: string) => Promise<unknown>) =>
  adminHandler({}, async ({ pathParameters }) => {
    const id = pathParameters.id ?? '';
    const version = versionNamed(pathParameters.version, messages.versionGone);
    await findItem(id);
    const revision = await findRevision(kind, id, version);
    if (!revision) throw new NotFound(messages.versionGone);
    return revision;
  });

/**
 * `POST …/{id}/versions/{version}/restore {version}`: the kept version saved as the item's next
 * one by `restore` (the kind's normal save path); `version` in the body is the one the form
 * opened (409 when stale). The Activity records it as restored.
 */
export const revisionRestoreHandler = <Item extends { _id: string }>(
  kind: ItemKind,
  restore: (id: string, version: number, expectedVersion: number | undefined, by: string) => Promise<Item>,
) =>
  adminHandler({ schema: deleteSchema }, ({ admin, input, pathParameters }) => {
    const restored = versionNamed(pathParameters.version, messages.versionGone);
    return recorded({ by: admin.email, kind, action: 'restored' }, () =>
      restore(pathParameters.id ?? '', restored, input.version, admin.email),
    );
  });
