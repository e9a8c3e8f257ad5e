import type { ReactNode } from 'react';
import { companyFormValue, sitePartForms } from './site-form.ts';
import { type SitePartProps, SitePartSection, SiteTextField, useSitePartForm } from './site-section.tsx';

/** What the owner needs to know to fill in a field or a group. */
const hint = {
  shown: 'As visitors read it, e.g. +91 98765 43210.',
  dial: 'The number a tap on the phone dials: + and digits only, e.g. +919876543210.',
  countryCode: 'Two capital letters, e.g. IN (for search engines).',
  social: 'Each an address starting with https://. An empty one is not shown.',
  map: 'Where the contact page’s map puts its pin. On openstreetmap.org, right-click the place and choose “Show address”: its latitude and longitude are the two numbers shown, e.g. 30.3165 and 78.0322. Both empty: no map, only a link to the address on a map.',
  credit: 'Who made the website. An empty name: the footer has no “Website by” line.',
  mail: 'Where every enquiry from the site is mailed. Empty: the address set for this stage (its ENQUIRY_EMAIL).',
};

const addressFields = [
  ['street', 'Street'],
  ['city', 'City'],
  ['region', 'Region or state'],
  ['postalCode', 'Postal code'],
  ['country', 'Country'],
] as const;

const socialLinks = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
  ['x', 'X'],
  ['whatsapp', 'WhatsApp'],
] as const;

/**
 * A group of the company's fields side by side (on a wide screen), under its legend and hint.
 * `id`: the launch checklist's link to the group (the map pin), which focuses its first field.
 */
function FieldGroup({
  legend,
  hint,
  id,
  children,
}: {
  legend: string;
  hint?: string;
  id?: string;
  children: ReactNode;
}) {
  const hintId = id && hint ? `${id}-hint` : undefined;
  return (
    <fieldset className="dash-site-group" id={id} aria-describedby={hintId}>
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className="dash-field__hint">
          {hint}
        </p>
      )}
      <div className="dash-site-grid">{children}</div>
    </fieldset>
  );
}

/**
 * The company's details, as every page shows them (header, footer, contact panel, map, the
 * search engines' Organization data): name, tagline, founding year, support email, phone,
 * postal address, social links, map pin, the footer's credit and where enquiries are mailed.
 */
export function CompanySection(props: SitePartProps<'company'>) {
  const { fields, section } = useSitePartForm('company', props, sitePartForms.company, companyFormValue);
  const phone = fields.phone.getFieldset();
  const address = fields.address.getFieldset();
  const social = fields.social.getFieldset();
  const map = fields.map.getFieldset();
  const credit = fields.credit.getFieldset();
  const { enquiryEmail } = fields;
  const field = { part: 'company' } as const;
  return (
    <SitePartSection {...section}>
      <div className="dash-site-grid">
        <SiteTextField {...field} field={fields.name} label="Company name" />
        <SiteTextField {...field} field={fields.tagline} label="Tagline" />
        <SiteTextField {...field} field={fields.foundingYear} label="Founding year" inputMode="numeric" />
        <SiteTextField {...field} field={fields.supportEmail} label="Support email" type="email" />
      </div>
      <FieldGroup legend="Phone">
        <SiteTextField {...field} field={phone.shown} label="Phone as shown" type="tel" hint={hint.shown} />
        <SiteTextField
          {...field}
          field={phone.dialled}
          label="Phone as dialled"
          type="tel"
          hint={hint.dial}
        />
      </FieldGroup>
      <FieldGroup legend="Postal address">
        {addressFields.map(([name, label]) => (
          <SiteTextField key={name} {...field} field={address[name]} label={label} />
        ))}
        <SiteTextField {...field} field={address.countryCode} label="Country code" hint={hint.countryCode} />
      </FieldGroup>
      <FieldGroup legend="Social links" hint={hint.social}>
        {socialLinks.map(([name, label]) => (
          <SiteTextField key={name} {...field} field={social[name]} label={label} type="url" />
        ))}
      </FieldGroup>
      <FieldGroup legend="Map pin" id="company-map" hint={hint.map}>
        <SiteTextField {...field} field={map.latitude} label="Latitude" inputMode="decimal" />
        <SiteTextField {...field} field={map.longitude} label="Longitude" inputMode="decimal" />
      </FieldGroup>
      <FieldGroup legend="Footer credit" hint={hint.credit}>
        <SiteTextField {...field} field={credit.name} label="Website by" />
        <SiteTextField {...field} field={credit.url} label="Their link" type="url" />
      </FieldGroup>
      <SiteTextField {...field} field={enquiryEmail} label="Enquiry email" type="email" hint={hint.mail} />
    </SitePartSection>
  );
}
