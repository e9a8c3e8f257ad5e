import { getFormProps } from '@conform-to/react';
import type { SitePartState } from '../../../../shared/site-settings-types.ts';
import { useDashboardForm } from '../ui/use-dashboard-form.ts';
import type { ShownHistory } from './part-history.tsx';
import { companyFormValue, sitePartForms } from './site-form.ts';
import { SitePartSection, SiteTextField, useStoredPart } from './site-section.tsx';

const socialLinks = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
  ['x', 'X'],
  ['whatsapp', 'WhatsApp'],
] as const;

interface CompanySectionProps {
  loaded: SitePartState<'company'>;
  history?: ShownHistory;
  onUnsaved: (part: 'company', unsaved: boolean) => void;
}

/**
 * The company's details, as every page shows them (header, footer, contact panel, map, the
 * search engines' Organization data): name, tagline, founding year, support email, phone,
 * postal address, social links, map pin, the footer's credit and where enquiries are mailed.
 */
export function CompanySection({ loaded, history, onUnsaved }: CompanySectionProps) {
  const { stored, formId, keep } = useStoredPart('company', loaded);
  const { form, fields, fetcher, problem, busy } = useDashboardForm({
    schema: sitePartForms.company,
    id: formId,
    defaultValue: companyFormValue(stored.value),
    onDone: keep,
  });
  const phone = fields.phone.getFieldset();
  const address = fields.address.getFieldset();
  const social = fields.social.getFieldset();
  const map = fields.map.getFieldset();
  const credit = fields.credit.getFieldset();
  const field = { part: 'company' } as const;
  return (
    <SitePartSection
      part="company"
      stored={stored}
      formProps={getFormProps(form)}
      dirty={form.dirty}
      fetcher={fetcher}
      problem={problem}
      busy={busy}
      history={history}
      onUnsaved={onUnsaved}
      onRestored={keep}
    >
      <div className="dash-site-grid">
        <SiteTextField {...field} field={fields.name} label="Company name" />
        <SiteTextField {...field} field={fields.tagline} label="Tagline" />
        <SiteTextField {...field} field={fields.foundingYear} label="Founding year" inputMode="numeric" />
        <SiteTextField {...field} field={fields.supportEmail} label="Support email" type="email" />
      </div>
      <fieldset className="dash-site-group">
        <legend>Phone</legend>
        <div className="dash-site-grid">
          <SiteTextField
            {...field}
            field={phone.shown}
            label="Phone as shown"
            type="tel"
            hint="As visitors read it, e.g. +91 98765 43210."
          />
          <SiteTextField
            {...field}
            field={phone.dialled}
            label="Phone as dialled"
            type="tel"
            hint="What a tap on the number dials: + and digits only, e.g. +919876543210."
          />
        </div>
      </fieldset>
      <fieldset className="dash-site-group">
        <legend>Postal address</legend>
        <SiteTextField {...field} field={address.street} label="Street" />
        <div className="dash-site-grid">
          <SiteTextField {...field} field={address.city} label="City" />
          <SiteTextField {...field} field={address.region} label="Region or state" />
          <SiteTextField {...field} field={address.postalCode} label="Postal code" />
          <SiteTextField {...field} field={address.country} label="Country" />
          <SiteTextField
            {...field}
            field={address.countryCode}
            label="Country code"
            hint="Two capital letters, e.g. IN (for search engines)."
          />
        </div>
      </fieldset>
      <fieldset className="dash-site-group">
        <legend>Social links</legend>
        <p className="dash-field__hint">Each an address starting with https://. An empty one is not shown.</p>
        <div className="dash-site-grid">
          {socialLinks.map(([name, label]) => (
            <SiteTextField key={name} {...field} field={social[name]} label={label} type="url" />
          ))}
        </div>
      </fieldset>
      <fieldset className="dash-site-group" id="company-map" aria-describedby="company-map-hint">
        <legend>Map pin</legend>
        <p className="dash-field__hint" id="company-map-hint">
          Where the contact page's map puts its pin. On openstreetmap.org, right-click the place and choose
          “Show address”: its latitude and longitude are the two numbers shown, e.g. 30.3165 and 78.0322. Both
          empty: no map, only a link to the address on a map.
        </p>
        <div className="dash-site-grid">
          <SiteTextField {...field} field={map.latitude} label="Latitude" inputMode="decimal" />
          <SiteTextField {...field} field={map.longitude} label="Longitude" inputMode="decimal" />
        </div>
      </fieldset>
      <fieldset className="dash-site-group">
        <legend>Footer credit</legend>
        <div className="dash-site-grid">
          <SiteTextField
            {...field}
            field={credit.name}
            label="Website by"
            hint="Who made the website. Empty: the footer has no “Website by” line."
          />
          <SiteTextField {...field} field={credit.url} label="Their link" type="url" />
        </div>
      </fieldset>
      <SiteTextField
        {...field}
        field={fields.enquiryEmail}
        label="Enquiry email"
        type="email"
        hint="Where every enquiry from the site is mailed. Empty: the address set for this stage (its ENQUIRY_EMAIL)."
      />
    </SitePartSection>
  );
}
