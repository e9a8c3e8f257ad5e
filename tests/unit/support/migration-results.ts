import type { MigrationResult } from '../../../functions/lib/data/migrations.ts';

/**
 * What `migrateTable()` answers when every item is migrated already: nothing to do. No mock here: the
 * api tests import it beside the real local stack, whose clients a mock would replace.
 */
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
  enquiriesCounted: 0,
};
