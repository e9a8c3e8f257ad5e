import type { FieldMetadata } from '@conform-to/react';
import { type ReactNode, useMemo, useState } from 'react';
import { maxAboutSections } from '../../../../shared/site-settings.ts';
import { RichTextField, RichTextHolder } from '../rich-text/rich-text-field.tsx';
import { FieldError } from '../ui/field-error.tsx';
import { aboutFormValue, emptyAboutSection } from './content-form-values.ts';
import { sitePartForms } from './site-form.ts';
import { SiteListEntryActions, SiteListFooter, useSiteList } from './site-list.tsx';
import { SitePictureField, storedUploads } from './site-picture-field.tsx';
import { type SitePartProps, SitePartSection, SiteTextField, useSitePartForm } from './site-section.tsx';

/**
 * A section's text as stored, and its editor once the admin asks for it (a new section's at
 * once): one editor is a second's work on a phone, eight of them several.
 */
function SectionText({ field, which }: { field: FieldMetadata<string | undefined>; which: ReactNode }) {
  const stored = field.initialValue ?? '';
  const [editing, setEditing] = useState(stored === '');
  if (editing) return <RichTextField field={field} initialHtml={stored} label={<>Text{which}</>} />;
  return (
    <div className="dash-field">
      <span className="dash-field__label">Text{which}</span>
      {/* RichTextField's hidden field: the text goes with the form unchanged. */}
      <RichTextHolder name={field.name} html={stored} />
      {/* The admin's own text as the API stored it: cleaned by the blog's sanitiser when saved. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save, as on the public page */}
      <div className="dash-richtext-preview" dangerouslySetInnerHTML={{ __html: stored }} />
      <div>
        <button
          type="button"
          className="dash-button dash-button--small dash-button--secondary"
          onClick={() => setEditing(true)}
        >
          Edit text{which}
        </button>
      </div>
      <FieldError field={field} />
    </div>
  );
}

/**
 * The About page: its introduction and its sections (1 to 8, in this order), each a heading,
 * a rich text (the blog's editor, loaded when the admin edits a section's text; cleaned by
 * the blog's sanitiser when saved) and a picture with its alt text. A new section's editor
 * opens at once.
 */
export function AboutSection(props: SitePartProps<'about'>) {
  const { form, fields, section } = useSitePartForm('about', props, sitePartForms.about, aboutFormValue);
  const kept = useMemo(() => storedUploads('about', section.stored.value), [section.stored.value]);
  const list = useSiteList({
    form,
    field: fields.sections,
    part: 'about',
    thing: 'section',
    firstField: 'heading',
    empty: () => emptyAboutSection,
  });
  return (
    <SitePartSection
      {...section}
      hint={`The About page: its introduction, then its sections in this order (1 to ${maxAboutSections}).`}
    >
      <SiteTextField part="about" field={fields.intro} label="Introduction" rows={4} />
      <ol className="dash-site-list">
        {list.items.map((item, index) => {
          const { heading, body, picture } = item.getFieldset();
          const number = index + 1;
          const which = <span className="dash-visually-hidden"> of section {number}</span>;
          return (
            <li key={item.key} className="dash-site-entry">
              <h3 className="dash-site-entry__title">Section {number}</h3>
              <SiteTextField part="about" field={heading} label={<>Heading{which}</>} />
              <SectionText field={body} which={which} />
              <SitePictureField part="about" field={picture} kept={kept} which={which} />
              <SiteListEntryActions list={list} index={index} canRemove={list.count > 1} />
            </li>
          );
        })}
      </ol>
      <SiteListFooter list={list} field={fields.sections} max={maxAboutSections} />
    </SitePartSection>
  );
}
