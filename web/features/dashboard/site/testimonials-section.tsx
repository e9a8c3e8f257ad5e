import { getFormProps } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { maxTestimonials } from '../../../../shared/site-settings.ts';
import type { SitePartState } from '../../../../shared/site-settings-types.ts';
import { FieldError } from '../ui/field-error.tsx';
import { useDashboardForm } from '../ui/use-dashboard-form.ts';
import type { ShownHistory } from './part-history.tsx';
import { emptyTestimonial, sitePartForms, testimonialsFormValue } from './site-form.ts';
import { siteFieldId } from './site-parts.ts';
import { SitePartSection, SiteTextField, useStoredPart } from './site-section.tsx';

interface TestimonialsSectionProps {
  loaded: SitePartState<'testimonials'>;
  history?: ShownHistory;
  onUnsaved: (part: 'testimonials', unsaved: boolean) => void;
}

/** The button of a testimonial that takes the focus after a change of the list. */
type Focus = { index: number; button: 'up' | 'down' } | { index: number; button: 'name' } | 'add';

const buttonId = (index: number, button: 'up' | 'down') =>
  `${siteFieldId('testimonials', `items.${index}`)}-${button}`;

/**
 * The home page's testimonials, in their order (0 to 20): each a name, a city and a text; add,
 * move up and down, remove, then Save. Moving keeps the focus on the moved testimonial's button
 * and says where it went; a new one's name takes the focus.
 */
export function TestimonialsSection({ loaded, history, onUnsaved }: TestimonialsSectionProps) {
  const { stored, formId, keep } = useStoredPart('testimonials', loaded);
  const { form, fields, fetcher, problem, busy } = useDashboardForm({
    schema: sitePartForms.testimonials,
    id: formId,
    defaultValue: testimonialsFormValue(stored.value),
    onDone: keep,
  });
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

  function move(index: number, step: -1 | 1) {
    const to = index + step;
    // The end's button is aria-disabled, not disabled, so it keeps the focus a move gave it.
    if (to < 0 || to >= count) return;
    form.reorder({ name: fields.items.name, from: index, to });
    setFocus({ index: to, button: step < 0 ? 'up' : 'down' });
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
      part="testimonials"
      stored={stored}
      formProps={getFormProps(form)}
      dirty={form.dirty}
      fetcher={fetcher}
      problem={problem}
      busy={busy}
      history={history}
      onUnsaved={onUnsaved}
      onRestored={keep}
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
                  <button
                    type="button"
                    id={buttonId(index, 'up')}
                    className="dash-button dash-button--small dash-button--secondary"
                    onClick={() => move(index, -1)}
                    aria-disabled={index === 0 || undefined}
                    aria-label={`Move testimonial ${number} up`}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    id={buttonId(index, 'down')}
                    className="dash-button dash-button--small dash-button--secondary"
                    onClick={() => move(index, 1)}
                    aria-disabled={index === count - 1 || undefined}
                    aria-label={`Move testimonial ${number} down`}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
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
