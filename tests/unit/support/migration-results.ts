import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { MigrationResult } from '../../../functions/lib/data/migrations.ts';
import { sitePartNames } from '../../../shared/site-settings.ts';
import { ddb } from './aws-mocks.ts';

/** What `migrateTable()` answers when every item is migrated already: nothing to do. */
export const nothingMigrated: MigrationResult = {
  districtsMoved: 0,
  placesSlugged: 0,
  blogsSlugged: 0,
  contactsGivenStatus: 0,
  contactsRemovedFromGsi1: 0,
  imagesGivenVariants: 0,
  imagesPending: 0,
  imagesGivenSpecPath: 0,
  categoriesAdded: 0,
  productsAdded: 0,
  photoOwnersGiven: 0,
  sitePartsSeeded: 0,
};

/** The mocked table holds every part of the site settings, as after step 9: it writes none. */
export function siteSettingsStored(): void {
  ddb
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'SITE' } })
    .resolves({ Items: sitePartNames.map((part) => ({ PK: 'SITE', SK: `PART#${part}` })) });
}
