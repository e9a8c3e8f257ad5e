import { useEffect, useState } from 'react';
import { maxTestimonials } from '../../../../shared/site-settings.ts';
import { FieldError } from '../ui/field-error.tsx';
import { MoveButtons } from '../ui/move-buttons.tsx';
import { emptyTestimonial, sitePartForms, testimonialsFormValue } from './site-form.ts';
import { siteFieldId } from './site-parts.ts';
import { type SitePartProps, SitePartSection, SiteTextField, useSitePartForm } from './site-section.tsx';

/** The button of a testimonial that takes the focus after a change of the list. */
type Focus = { index: number; button: 'up' | 'down' } | { index: number; button: 'name' } | 'add';

const buttonId = (index: number, button: 'up' | 'down') =>
  `${siteFieldId('testimonials', `items.${index}`)}-${button}`;

/**
 * The home page's testimonials, in their order (0 to 20): each a name, a city and a text; add,
 * move up and down, remove, then Save. Moving keeps the focus on the moved testimonial's button
 * and says where it went; a new one's name takes the focus.
 */
export function TestimonialsSection(props: SitePartProps<'testimonials'>) {
  const { form, fields, section } = useSitePartForm(
    'testimonials',
    props,
    sitePartForms.testimonials,
    testimonialsFormValue,
  );
  const [focus, setFocus] = useState<Focus>();
  const [said, setSaid] = useState('');
  const items = fields.items.getFieldList();
  const count = items.length;

  // After the list has drawn its change: the moved testimonial's button, a new one's name, or Add.
  useEffect(() => {
    if (!focus) return;
    const id =
      focus === 'add'
        ? 'testimonials-add'
        : focus.button === 'name'
          ? siteFieldId('testimonials', `items.${focus.index}.name`)
          : buttonId(focus.index, focus.button);
    document.getElementById(id)?.focus();
    setFocus(undefined);
  }, [focus]);

  function move(index: number, to: number) {
    form.reorder({ name: fields.items.name, from: index, to });
    // The moved testimonial's same button keeps the focus (the end's is aria-disabled: MoveButtons).
    setFocus({ index: to, button: to < index ? 'up' : 'down' });
    setSaid(`Testimonial moved to position ${to + 1} of ${count}.`);
  }

  function add() {
    form.insert({ name: fields.items.name, defaultValue: emptyTestimonial });
    setFocus({ index: count, button: 'name' });
    setSaid('');
  }

  function remove(index: number) {
    form.remove({ name: fields.items.name, index });
    setFocus('add');
    setSaid(`Testimonial ${index + 1} removed.`);
  }

  return (
    <SitePartSection
      {...section}
      hint={`The home page's testimonials, in this order (at most ${maxTestimonials}). None: the home page shows no testimonials.`}
    >
      {count === 0 ? (
        <p className="dash-empty">No testimonials.</p>
      ) : (
        <ol className="dash-site-testimonials">
          {items.map((item, index) => {
            const { name, city, text } = item.getFieldset();
            const number = index + 1;
            const which = <span className="dash-visually-hidden"> of testimonial {number}</span>;
            return (
              <li key={item.key} className="dash-site-testimonial">
                <h3 className="dash-site-testimonial__title">Testimonial {number}</h3>
                <div className="dash-site-grid">
                  <SiteTextField part="testimonials" field={name} label={<>Name{which}</>} />
                  <SiteTextField part="testimonials" field={city} label={<>City{which}</>} />
                </div>
                <SiteTextField part="testimonials" field={text} label={<>Text{which}</>} rows={4} />
                <div className="dash-site-testimonial__actions">
                  <MoveButtons
                    name={`testimonial ${number}`}
                    index={index}
                    count={count}
                    onMove={(to) => move(index, to)}
                    idOf={(direction) => buttonId(index, direction)}
                  />
                  <button
                    type="button"
                    className="dash-button dash-button--small dash-button--danger-outline"
                    onClick={() => remove(index)}
                  >
                    Remove<span className="dash-visually-hidden"> testimonial {number}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="dash-visually-hidden" role="status">
        {said}
      </p>
      <div>
        <button
          type="button"
          id="testimonials-add"
          className="dash-button dash-button--secondary"
          onClick={add}
          disabled={count >= maxTestimonials}
        >
          Add testimonial
        </button>
      </div>
      <FieldError field={fields.items} />
    </SitePartSection>
  );
}
