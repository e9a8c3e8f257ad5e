import { parseWithValibot } from '@conform-to/valibot';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../shared/site-settings.ts';
import { messages } from '../../shared/validation.ts';
import {
  companyFormValue,
  sentWithDefaults,
  sitePartForms,
  testimonialsFormValue,
} from '../../web/features/dashboard/site/site-form.ts';

/** The form data a browser sends for `value` (nested names as the form library writes them). */
function formData(value: unknown, prefix = '', data = new FormData()): FormData {
  if (typeof value === 'string') data.append(prefix, value);
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) formData(item, `${prefix}[${index}]`, data);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      formData(inner, prefix ? `${prefix}.${key}` : key, data);
  return data;
}

const company = defaultSiteSettings.company;
const companyForm = (changes: Record<string, unknown> = {}) =>
  formData({ ...companyFormValue(company), ...sentWithDefaults('company', 3), ...changes });
const parseCompany = (changes?: Record<string, unknown>) =>
  parseWithValibot(companyForm(changes), { schema: sitePartForms.company });

describe("the Site screen's forms (shared sitePartSchemas after the form's reading)", () => {
  it('give back the part as stored when nothing was changed, the version and intent left out', () => {
    const parsed = parseCompany();
    expect(parsed.status).toBe('success');
    expect(parsed.status === 'success' && parsed.value).toEqual(company);
  });

  it('take empty optional texts as empty, the year as a number, and no pin when both numbers are empty', () => {
    const parsed = parseCompany({
      foundingYear: ' 1998 ',
      social: { ...company.social, facebook: '', instagram: '' },
      map: { latitude: '', longitude: '' },
      credit: { name: '', url: '' },
    });
    expect(parsed.status === 'success' && parsed.value).toMatchObject({
      foundingYear: 1998,
      social: { facebook: '', instagram: '' },
      map: null,
      credit: { name: '', url: '' },
    });
  });

  it("refuse with the shared rules' messages, each at its field's name", () => {
    const parsed = parseCompany({
      name: '',
      foundingYear: 'soon',
      phone: { shown: '+91 1', dialled: 'call us' },
      map: { latitude: '30.3', longitude: '' },
      social: { ...company.social, x: 'javascript:alert(1)' },
    });
    expect(parsed.status === 'error' && parsed.error).toMatchObject({
      name: [messages.fillAllFields],
      foundingYear: [messages.foundingYear],
      'phone.dialled': [messages.phoneDialled],
      'map.longitude': [messages.longitude],
      'social.x': [messages.webLink('X link')],
    });
  });

  it('take no testimonials as none, and each as its three texts', () => {
    const none = parseWithValibot(formData(sentWithDefaults('testimonials', 1)), {
      schema: sitePartForms.testimonials,
    });
    expect(none.status === 'success' && none.value).toEqual({ items: [] });
    const all = parseWithValibot(
      formData({
        ...testimonialsFormValue(defaultSiteSettings.testimonials),
        ...sentWithDefaults('testimonials', 1),
      }),
      { schema: sitePartForms.testimonials },
    );
    expect(all.status === 'success' && all.value).toEqual(defaultSiteSettings.testimonials);
  });
});
