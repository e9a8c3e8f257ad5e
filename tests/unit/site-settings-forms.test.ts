import { parseWithValibot } from '@conform-to/valibot';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, siteMessages } from '../../shared/site-settings.ts';
import { messages } from '../../shared/validation.ts';
import {
  aboutFormValue,
  breedsFormValue,
  homeFormValue,
} from '../../web/features/dashboard/site/content-form-values.ts';
import {
  companyFormValue,
  pictureUploadProblems,
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
  formData({ ...companyFormValue(company), ...sentWithDefaults('company', 3, 0), ...changes });
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
      foundingYear: [siteMessages.foundingYear],
      'phone.dialled': [siteMessages.phoneDialled],
      'map.longitude': [siteMessages.longitude],
      'social.x': [siteMessages.webLink('X link')],
    });
  });

  it('take no testimonials as none, and each as its three texts', () => {
    const none = parseWithValibot(formData(sentWithDefaults('testimonials', 1, 0)), {
      schema: sitePartForms.testimonials,
    });
    expect(none.status === 'success' && none.value).toEqual({ items: [] });
    const all = parseWithValibot(
      formData({
        ...testimonialsFormValue(defaultSiteSettings.testimonials),
        ...sentWithDefaults('testimonials', 1, 0),
      }),
      { schema: sitePartForms.testimonials },
    );
    expect(all.status === 'success' && all.value).toEqual(defaultSiteSettings.testimonials);
  });

  it('give back the home, About and breeds as stored when nothing was changed', () => {
    const parse = (part: 'home' | 'about' | 'breeds', value: object) =>
      parseWithValibot(formData({ ...value, ...sentWithDefaults(part, 1, 0) }), {
        schema: sitePartForms[part],
      });
    const { home, about, breeds } = defaultSiteSettings;
    for (const [part, value, stored] of [
      ['home', homeFormValue(home), home],
      ['about', aboutFormValue(about), about],
      ['breeds', breedsFormValue(breeds), breeds],
    ] as const) {
      const parsed = parse(part, value);
      expect(parsed.status === 'success' && parsed.value, part).toEqual(stored);
    }
  });

  it("send a picture's upload as its key once ready, and refuse to save while it is on its way", () => {
    const home = homeFormValue(defaultSiteSettings.home);
    const withPicture = (picture: object) =>
      parseWithValibot(
        formData({
          ...home,
          banners: [{ ...home.banners[0], picture: { ...home.banners[0].picture, ...picture } }],
          ...sentWithDefaults('home', 1, 0),
        }),
        { schema: sitePartForms.home },
      );
    const ready = withPicture({ src: '', image: 'uploads/2026/11/01JABC.jpg', upload: 'ready' });
    expect(ready.status === 'success' && ready.value.banners[0].picture).toEqual({
      image: 'uploads/2026/11/01JABC.jpg',
      alt: home.banners[0].picture.alt,
    });
    for (const upload of ['uploading', 'processing', 'failed']) {
      const waiting = withPicture({ src: '', image: '', upload });
      expect(waiting.status === 'error' && waiting.error?.['banners[0].picture'], upload).toEqual([
        pictureUploadProblems[upload],
        siteMessages.sitePicture,
      ]);
    }
    const offSite = parseWithValibot(
      formData({
        ...home,
        banners: [{ ...home.banners[0], link: 'https://elsewhere.test' }],
        ...sentWithDefaults('home', 1, 0),
      }),
      { schema: sitePartForms.home },
    );
    expect(offSite.status === 'error' && offSite.error).toMatchObject({
      'banners[0].link': [siteMessages.sitePath('button link')],
    });
  });
});
