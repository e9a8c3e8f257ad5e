import { useMemo } from 'react';
import { maxBreeds } from '../../../../shared/site-settings.ts';
import { breedsFormValue, emptyBreed } from './content-form-values.ts';
import { sitePartForms } from './site-form.ts';
import { SiteListEntryActions, SiteListFooter, useSiteList } from './site-list.tsx';
import { SitePictureField, storedUploads } from './site-picture-field.tsx';
import { type SitePartProps, SitePartSection, SiteTextField, useSitePartForm } from './site-section.tsx';

/** The dog breeds page's breeds, in this order (0 to 30): number, name, URL name, description and picture. */
export function BreedsSection(props: SitePartProps<'breeds'>) {
  const { form, fields, section } = useSitePartForm('breeds', props, sitePartForms.breeds, breedsFormValue);
  const kept = useMemo(() => storedUploads('breeds', section.stored.value), [section.stored.value]);
  const list = useSiteList({
    form,
    field: fields.items,
    part: 'breeds',
    thing: 'breed',
    firstField: 'name',
    empty: emptyBreed,
  });
  return (
    <SitePartSection {...section} hint={`The dog breeds page, in this order (at most ${maxBreeds}).`}>
      {list.count === 0 ? (
        <p className="dash-empty">No breeds: the page shows none.</p>
      ) : (
        <ol className="dash-site-list">
          {list.items.map((item, index) => {
            const { number, name, slug, description, picture } = item.getFieldset();
            const which = <span className="dash-visually-hidden"> of breed {index + 1}</span>;
            return (
              <li key={item.key} className="dash-site-entry">
                <h3 className="dash-site-entry__title">Breed {index + 1}</h3>
                <div className="dash-site-grid">
                  <SiteTextField part="breeds" field={name} label={<>Name{which}</>} />
                  <SiteTextField
                    part="breeds"
                    field={number}
                    label={<>Number{which}</>}
                    hint="As shown beside it, e.g. 01."
                  />
                </div>
                <SiteTextField
                  part="breeds"
                  field={slug}
                  label={<>URL name{which}</>}
                  hint="Lower-case letters, digits and dashes, e.g. golden-retriever: the page links to /dogbreed#breed-golden-retriever."
                />
                <SiteTextField part="breeds" field={description} label={<>Description{which}</>} rows={4} />
                <SitePictureField part="breeds" field={picture} kept={kept} which={which} />
                <SiteListEntryActions list={list} index={index} />
              </li>
            );
          })}
        </ol>
      )}
      <SiteListFooter list={list} field={fields.items} max={maxBreeds} />
    </SitePartSection>
  );
}
