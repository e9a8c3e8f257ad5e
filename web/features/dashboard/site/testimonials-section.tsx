import { maxTestimonials } from '../../../../shared/site-settings.ts';
import { emptyTestimonial, sitePartForms, testimonialsFormValue } from './site-form.ts';
import { SiteListEntryActions, SiteListFooter, useSiteList } from './site-list.tsx';
import { type SitePartProps, SitePartSection, SiteTextField, useSitePartForm } from './site-section.tsx';

/**
 * The home page's testimonials, in their order (0 to 20): each a name, a city and a text; add,
 * move up and down, remove, then Save (site-list.tsx).
 */
export function TestimonialsSection(props: SitePartProps<'testimonials'>) {
  const { form, fields, section } = useSitePartForm(
    'testimonials',
    props,
    sitePartForms.testimonials,
    testimonialsFormValue,
  );
  const list = useSiteList({
    form,
    field: fields.items,
    part: 'testimonials',
    thing: 'testimonial',
    firstField: 'name',
    empty: () => emptyTestimonial,
  });
  return (
    <SitePartSection
      {...section}
      hint={`The home page's testimonials, in this order (at most ${maxTestimonials}). None: the home page shows no testimonials.`}
    >
      {list.count === 0 ? (
        <p className="dash-empty">No testimonials.</p>
      ) : (
        <ol className="dash-site-list">
          {list.items.map((item, index) => {
            const { name, city, text } = item.getFieldset();
            const number = index + 1;
            const which = <span className="dash-visually-hidden"> of testimonial {number}</span>;
            return (
              <li key={item.key} className="dash-site-entry">
                <h3 className="dash-site-entry__title">Testimonial {number}</h3>
                <div className="dash-site-grid">
                  <SiteTextField part="testimonials" field={name} label={<>Name{which}</>} />
                  <SiteTextField part="testimonials" field={city} label={<>City{which}</>} />
                </div>
                <SiteTextField part="testimonials" field={text} label={<>Text{which}</>} rows={4} />
                <SiteListEntryActions list={list} index={index} />
              </li>
            );
          })}
        </ol>
      )}
      <SiteListFooter list={list} field={fields.items} max={maxTestimonials} />
    </SitePartSection>
  );
}
