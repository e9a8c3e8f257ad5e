import { useMemo } from 'react';
import { maxBanners } from '../../../../shared/site-settings.ts';
import { emptyBanner, homeFormValue } from './content-form-values.ts';
import { sitePartForms } from './site-form.ts';
import { SiteListEntryActions, SiteListFooter, useSiteList } from './site-list.tsx';
import { SitePictureField, storedUploads } from './site-picture-field.tsx';
import { type SitePartProps, SitePartSection, SiteTextField, useSitePartForm } from './site-section.tsx';

/**
 * The home page's hero banners (1 to 5, in this order: the first is the page's main picture
 * and heading), each a picture, its alt text, a headline, a text and a button to a page of the
 * site; and the About teaser under the products.
 */
export function HomeSection(props: SitePartProps<'home'>) {
  const { form, fields, section } = useSitePartForm('home', props, sitePartForms.home, homeFormValue);
  const kept = useMemo(() => storedUploads('home', section.stored.value), [section.stored.value]);
  const list = useSiteList({
    form,
    field: fields.banners,
    part: 'home',
    thing: 'banner',
    firstField: 'headline',
    empty: () => emptyBanner,
  });
  return (
    <SitePartSection
      {...section}
      hint={`The banners at the top of the home page, in this order (1 to ${maxBanners}), and the About teaser.`}
    >
      <ol className="dash-site-list">
        {list.items.map((item, index) => {
          const { picture, headline, text, buttonLabel, link } = item.getFieldset();
          const number = index + 1;
          const which = <span className="dash-visually-hidden"> of banner {number}</span>;
          return (
            <li key={item.key} className="dash-site-entry">
              <h3 className="dash-site-entry__title">Banner {number}</h3>
              <SitePictureField part="home" field={picture} kept={kept} which={which} />
              <SiteTextField part="home" field={headline} label={<>Headline{which}</>} />
              <SiteTextField part="home" field={text} label={<>Text{which}</>} rows={2} />
              <div className="dash-site-grid">
                <SiteTextField part="home" field={buttonLabel} label={<>Button label{which}</>} />
                <SiteTextField
                  part="home"
                  field={link}
                  label={<>Button link{which}</>}
                  hint="A page of this site, e.g. /product, /contact or /product/padded-harness."
                />
              </div>
              <SiteListEntryActions list={list} index={index} canRemove={list.count > 1} />
            </li>
          );
        })}
      </ol>
      <SiteListFooter list={list} field={fields.banners} max={maxBanners} />
      <SiteTextField
        part="home"
        field={fields.aboutTeaser}
        label="About teaser"
        hint="The text beside “About us” on the home page."
        rows={4}
      />
    </SitePartSection>
  );
}
