import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultSiteSettings, type SitePartName, siteMessages } from '../../shared/site-settings.ts';
import { messages } from '../../shared/validation.ts';
import { siteFieldId, siteFieldPath } from '../../web/features/dashboard/site/site-parts.ts';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { type SeenRequest, versioned } from './dashboard-fake-api.ts';
import { renderDashboard, storedSite } from './dashboard-stub.tsx';

cleanUpAfterEach();

/** How long an action's outcome may take on a busy machine. */
const outcome = { timeout: 5_000 };

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.input(field(id), { target: { value } });
/** Types each value into the field of its id. */
const typeAll = (values: Record<string, string>) => {
  for (const [id, value] of Object.entries(values)) type(id, value);
};
const section = (name: string) => screen.getByRole('region', { name });
/** A part's Publish button (Save draft and Schedule beside it, docs/decisions/070). */
const saveButton = (name: string) => screen.getByRole('button', { name: `Publish ${name}` });

/** The API's answer to a save or a restore: the part's value, at `version`. */
const stateOf = <Value,>(value: Value, version: number) => ({
  value,
  version,
  updatedAt: '2026-11-27T12:00:00.000Z',
  updatedBy: 'admin@example.com',
});

/** Opens the Site screen with the fake API's PUT of `part` answering as stored, its version checked. */
async function openSite(part: SitePartName, extra: Parameters<typeof renderDashboard>[1] = {}) {
  const stored = { version: 1 };
  const api = renderDashboard('/dashboard/site', {
    [`PUT /api/admin/site/${part}`]: versioned(stored, (request: SeenRequest) => {
      const { version: _sent, draftVersion: _draft, ...value } = request.body as Record<string, unknown>;
      return { body: stateOf(value, stored.version) };
    }),
    ...extra,
  });
  await screen.findByRole('heading', { level: 1, name: 'Site' }, outcome);
  return api;
}

/** Opens the Site screen, types `values` into the company's fields and clicks its Save: the requests since then. */
async function saveCompany(values: Record<string, string>) {
  const { seen } = await openSite('company');
  typeAll(values);
  const before = seen.length;
  fireEvent.click(saveButton('Company'));
  return { seen, sent: () => since(seen, before) };
}

/** The requests made after `before`, as `METHOD /path`. */
const since = (seen: SeenRequest[], before: number) =>
  seen.slice(before).map((request) => `${request.method} ${request.path}`);

describe('the ids of the Site screen’s fields', () => {
  it('are the same for the launch checklist’s paths and the form’s names', () => {
    expect(siteFieldId('company', 'phone.shown')).toBe('company-phone-shown');
    expect(siteFieldId('testimonials', 'items.0.name')).toBe('testimonials-items-0-name');
    expect(siteFieldId('testimonials', 'items[0].name')).toBe('testimonials-items-0-name');
    expect(siteFieldId('company', 'map')).toBe('company-map');
    expect(siteFieldPath('company', 'address.street')).toBe('/dashboard/site#company-address-street');
  });
});

// The screen holds every part's form (six, with 19 pictures): on a busy machine a test of it
// takes several seconds in jsdom.
describe('the Site screen', { timeout: 20_000 }, () => {
  it('shows each part as stored, each field with the id the checklist links to', async () => {
    await openSite('company');
    for (const name of ['Company', 'Testimonials', 'Search engines']) expect(section(name)).toBeTruthy();
    expect(field('company-phone-shown').value).toBe(defaultSiteSettings.company.phone.shown);
    expect(field('company-supportEmail').value).toBe(defaultSiteSettings.company.supportEmail);
    expect(field('company-map-latitude').value).toBe('30.3165');
    // The testimonials load with the other lists, just after the screen's first paint.
    await waitFor(() => expect(field('testimonials-items-1-city').value).toBe('Hamburg'));
    expect(field('seo-title').value).toBe(defaultSiteSettings.seo.title);
    expect(screen.getByLabelText('Phone as shown')).toBe(field('company-phone-shown'));
  });

  it('saves the company in one request with the version read, and the next save with the one answered', async () => {
    const { seen, sent } = await saveCompany({
      'company-phone-shown': '+91 11 2345 6789',
      'company-map-latitude': '',
      'company-map-longitude': '',
      'company-social-linkedin': 'https://www.linkedin.com/company/pawcraft',
    });
    expect(await screen.findByText('Company published.', {}, outcome)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // One request: the section keeps the answer, the screen is not read again (docs/decisions/059).
    expect(sent()).toEqual(['PUT /api/admin/site/company']);
    expect(seen.at(-1)?.body).toEqual({
      ...defaultSiteSettings.company,
      phone: { ...defaultSiteSettings.company.phone, shown: '+91 11 2345 6789' },
      social: {
        ...defaultSiteSettings.company.social,
        linkedin: 'https://www.linkedin.com/company/pawcraft',
      },
      map: null,
      version: 1,
      draftVersion: 0,
    });
    expect(within(section('Company')).getByText(/\(version 2\)/)).toBeTruthy();
    type('company-tagline', 'Made in Dehradun.');
    fireEvent.click(saveButton('Company'));
    await waitFor(() => expect(seen.at(-1)?.body).toMatchObject({ version: 2 }), outcome);
  });

  it('says beside each refused field what is wrong, focuses the first, and sends nothing', async () => {
    const { sent } = await saveCompany({
      'company-name': '',
      'company-map-latitude': '30.1',
      'company-map-longitude': '',
      'company-social-x': 'javascript:alert(1)',
    });
    await waitFor(() => expect(document.activeElement).toBe(field('company-name')));
    expect(field('company-name').getAttribute('aria-invalid')).toBe('true');
    expect(within(section('Company')).getByText(siteMessages.webLink('X link'))).toBeTruthy();
    expect(within(section('Company')).getByText(siteMessages.longitude)).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('keeps what was typed when someone else saved first, and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openSite('seo', {
      'PUT /api/admin/site/seo': { status: 409, body: { message: messages.changedBySomeoneElse } },
    });
    type('seo-title', 'Dog harnesses made in India');
    fireEvent.click(saveButton('Search engines'));
    const seo = section('Search engines');
    expect(await within(seo).findByText(messages.changedBySomeoneElse, {}, outcome)).toBeTruthy();
    expect(within(seo).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(field('seo-title').value).toBe('Dog harnesses made in India');
  });

  it('adds, moves and removes testimonials, and saves them in their order', async () => {
    const { seen } = await openSite('testimonials');
    const list = section('Testimonials');
    fireEvent.click(within(list).getByRole('button', { name: 'Move testimonial 2 up' }));
    await waitFor(() => expect(field('testimonials-items-0-name').value).toBe('Markus Weber'));
    // The focus stays on the moved testimonial's button, now the first's (the end's is only aria-disabled).
    await waitFor(() => expect(document.activeElement?.id).toBe('testimonials-items-0-up'));
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
    expect(within(list).getByRole('status').textContent).toBe('Testimonial moved to position 1 of 5.');
    fireEvent.click(within(list).getByRole('button', { name: 'Remove testimonial 5' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Add testimonial' }));
    await waitFor(() => expect(document.activeElement).toBe(field('testimonials-items-4-name')));
    typeAll({
      'testimonials-items-4-name': 'Lena Vogel',
      'testimonials-items-4-city': 'Vienna',
      'testimonials-items-4-text': 'Sturdy leashes,\nlovely colours.',
    });
    fireEvent.click(saveButton('Testimonials'));
    expect(await screen.findByText('Testimonials published.', {}, outcome)).toBeTruthy();
    const [first, second, ...rest] = defaultSiteSettings.testimonials.items;
    expect(seen.at(-1)?.body).toEqual({
      items: [
        second,
        first,
        ...rest.slice(0, 2),
        { name: 'Lena Vogel', city: 'Vienna', text: 'Sturdy leashes,\nlovely colours.' },
      ],
      version: 1,
      draftVersion: 0,
    });
  });

  it('edits the home page: a banner’s headline and drawing, one banner more, and saves them in their order', async () => {
    const { seen } = await openSite('home');
    // The Home section is a lazy module: a spinner in its place until it shows.
    await waitFor(() => expect(field('home-banners-0-headline')).toBeTruthy(), outcome);
    const home = section('Home');
    expect(field('home-banners-0-headline').value).toBe(defaultSiteSettings.home.banners[0].headline);
    type('home-banners-0-headline', 'Rain jackets for the monsoon');
    fireEvent.change(field('home-banners-0-picture-choice'), {
      target: { value: '/images/banners/hero-3.svg' },
    });
    fireEvent.click(within(home).getByRole('button', { name: 'Add banner' }));
    await waitFor(() => expect(document.activeElement).toBe(field('home-banners-3-headline')));
    typeAll({
      'home-banners-3-headline': 'Beds for winter',
      'home-banners-3-text': 'Warm cave huts.',
      'home-banners-3-buttonLabel': 'See the beds',
      'home-banners-3-link': '/category-products?category=bedding',
      'home-banners-3-picture-alt': 'A cat in a cave bed',
    });
    fireEvent.click(saveButton('Home'));
    expect(await screen.findByText('Home published.', {}, outcome)).toBeTruthy();
    const [first, ...rest] = defaultSiteSettings.home.banners;
    expect(seen.at(-1)?.body).toEqual({
      banners: [
        {
          ...first,
          headline: 'Rain jackets for the monsoon',
          picture: { src: '/images/banners/hero-3.svg', alt: first.picture.alt },
        },
        ...rest,
        {
          picture: { src: '/images/banners/hero-1.svg', alt: 'A cat in a cave bed' },
          headline: 'Beds for winter',
          text: 'Warm cave huts.',
          buttonLabel: 'See the beds',
          link: '/category-products?category=bedding',
        },
      ],
      aboutTeaser: defaultSiteSettings.home.aboutTeaser,
      version: 1,
      draftVersion: 0,
    });
  });

  it('refuses a banner linking off the site beside its field, and sends nothing', async () => {
    const { seen } = await openSite('home');
    await waitFor(() => expect(field('home-banners-0-link')).toBeTruthy(), outcome);
    type('home-banners-0-link', 'https://elsewhere.test/');
    const before = seen.length;
    fireEvent.click(saveButton('Home'));
    expect(await screen.findByText(siteMessages.sitePath('button link'), {}, outcome)).toBeTruthy();
    expect(seen.length).toBe(before);
  });

  it('shows a part’s history with who and when, and restores a version after asking', async () => {
    const earlier = { ...defaultSiteSettings.seo, title: 'The old title' };
    let live = 2;
    const { seen } = renderDashboard('/dashboard/site', {
      'GET /api/admin/site': () => {
        const site = storedSite();
        site.parts.seo = stateOf(live === 2 ? defaultSiteSettings.seo : earlier, live);
        return { body: site };
      },
      'GET /api/admin/site/seo/versions': () => ({
        body: {
          versions: [
            ...(live === 3
              ? [
                  {
                    version: 3,
                    savedAt: '2026-11-27T13:00:00.000Z',
                    savedBy: 'admin@example.com',
                    value: earlier,
                  },
                ]
              : []),
            {
              version: 2,
              savedAt: '2026-11-27T12:00:00.000Z',
              savedBy: 'ana@example.com',
              value: defaultSiteSettings.seo,
            },
            { version: 1, savedAt: '2026-11-27T10:00:00.000Z', savedBy: 'migration', value: earlier },
          ],
        },
      }),
      'POST /api/admin/site/seo/versions/1/restore': () => {
        live = 3;
        return { body: stateOf(earlier, 3) };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Site' }, outcome);
    const seo = section('Search engines');
    fireEvent.click(within(seo).getByRole('button', { name: 'Show history of Search engines' }));
    const history = await within(seo).findByRole('list', { name: 'History of Search engines' }, outcome);
    expect(within(history).getByText(/Version 2: saved by ana@example.com on/)).toBeTruthy();
    expect(within(history).getByText('Current')).toBeTruthy();
    fireEvent.click(within(history).getByRole('button', { name: 'Restore version 1' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Restore version 1 of Search engines?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(field('seo-title').value).toBe('The old title'), outcome);
    const restore = seen.find((request) => request.method === 'POST');
    expect(restore?.path).toBe('/api/admin/site/seo/versions/1/restore');
    expect(restore?.body).toEqual({ version: 2 });
    await waitFor(() => expect(within(seo).getByText(/Version 3: saved by admin@example.com/)).toBeTruthy());
  });

  it('asks before leaving with a change, and not once the change is undone', async () => {
    await openSite('seo');
    type('seo-title', 'A title typed');
    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    type('seo-title', defaultSiteSettings.seo.title);
    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(await screen.findByRole('heading', { name: 'Overview' }, outcome)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens unchanged on stored rich text that holds line breaks, and sends them as stored', async () => {
    // The sanitiser keeps a stored text's line breaks (between tags, in a <pre>). A browser's
    // one-line input strips them from its value (happy-dom does not, so the field's kind is
    // checked too): the form would open changed, ask before leaving, and save them away.
    const site = storedSite();
    site.parts.about.value.sections[0].body = '<p>One line</p>\n<pre>first\r\nsecond</pre>';
    const asHeld = '<p>One line</p>\n<pre>first\nsecond</pre>';
    const { seen } = await openSite('about', { 'GET /api/admin/site': { body: site } });
    await waitFor(() => expect(field('about-intro')).toBeTruthy(), outcome);
    const holder = document.querySelector('[name="sections[0].body"]');
    expect(holder).toBeInstanceOf(HTMLTextAreaElement);
    expect((holder as HTMLTextAreaElement).value).toBe(asHeld);

    fireEvent.click(saveButton('About'));
    await waitFor(() => expect(seen.some((request) => request.method === 'PUT')).toBe(true), outcome);
    const sent = seen.find((request) => request.method === 'PUT')?.body as typeof site.parts.about.value;
    expect(sent.sections[0].body).toBe(asHeld);
    await screen.findByText('About published.', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(await screen.findByRole('heading', { name: 'Overview' }, outcome)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens a part on its draft, saves drafts and schedules on the draft’s version, and discards it after asking', async () => {
    const draftValue = { title: 'A drafted title', description: 'Not public yet.' };
    let draft: ReturnType<typeof stateOf<typeof draftValue>> | undefined = stateOf(draftValue, 4);
    const { seen } = renderDashboard('/dashboard/site', {
      'GET /api/admin/site': () => ({ body: { ...storedSite(), drafts: draft ? { seo: draft } : {} } }),
      'PUT /api/admin/site/seo/draft': (request: SeenRequest) => {
        const { version, publishAt, ...value } = request.body as Record<string, unknown>;
        draft = {
          ...stateOf(value as typeof draftValue, Number(version) + 1),
          ...(publishAt ? { publishAt } : {}),
        };
        return { body: draft };
      },
      'DELETE /api/admin/site/seo/draft': () => {
        draft = undefined;
        return { body: { message: 'Draft discarded.' } };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Site' }, outcome);
    const seo = section('Search engines');
    expect(field('seo-title').value).toBe('A drafted title');
    // The draft's notice loads when a part has one.
    expect(
      await within(seo).findByText(/Visitors see the published version until you publish it/, {}, outcome),
    ).toBeTruthy();
    type('seo-title', 'A second draft');
    fireEvent.click(within(seo).getByRole('button', { name: 'Save draft Search engines' }));
    expect(await screen.findByText('Draft of Search engines saved.', {}, outcome)).toBeTruthy();
    const saved = seen.find((request) => request.path === '/api/admin/site/seo/draft');
    expect(saved?.body).toEqual({ title: 'A second draft', description: 'Not public yet.', version: 4 });
    // Scheduled in India's time, sent in UTC, on the draft's new version.
    type('seo-publish-at', '2030-01-15T09:30');
    fireEvent.click(within(seo).getByRole('button', { name: 'Schedule Search engines' }));
    expect(await screen.findByText('Search engines scheduled.', {}, outcome)).toBeTruthy();
    expect(seen.at(-1)?.body).toMatchObject({ version: 5, publishAt: '2030-01-15T04:00:00.000Z' });
    expect(await within(seo).findByText(/It goes live on 15 Jan 2030, 09:30 IST/, {}, outcome)).toBeTruthy();
    fireEvent.click(within(seo).getByRole('button', { name: 'Discard draft of Search engines' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Discard the draft of Search engines?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(field('seo-title').value).toBe(defaultSiteSettings.seo.title), outcome);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/admin/site/seo/draft' });
    expect(within(seo).queryByText(/Visitors see the published version/)).toBeNull();
  });

  it('focuses the field a link names (the launch checklist’s), a group’s first field', async () => {
    renderDashboard('/dashboard/site#company-map');
    await screen.findByRole('heading', { level: 1, name: 'Site' }, outcome);
    await waitFor(() => expect(document.activeElement).toBe(field('company-map-latitude')));
  });
});

describe('the Activity panel', () => {
  it('says which part of the site settings an admin changed or restored', async () => {
    const entry = (action: 'changed' | 'restored', label: string) => ({
      at: '2026-11-27T12:00:00.000Z',
      by: 'ana@example.com',
      action,
      kind: 'site' as const,
      itemId: label.toLowerCase(),
      label,
    });
    renderDashboard('/dashboard', {
      'GET /api/admin/activity': {
        body: { latest: [entry('changed', 'Company'), entry('restored', 'Testimonials')], lastChanges: {} },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Activity' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.dash-activity__what')?.textContent),
    ).toEqual([
      'ana@example.com changed the site settings: Company',
      'ana@example.com restored an earlier version of the site settings: Testimonials',
    ]);
  });
});

describe('the launch checklist on the overview', () => {
  it('links each placeholder to its field on the Site screen', async () => {
    renderDashboard('/dashboard', {
      'GET /api/admin/site': {
        body: storedSite([
          { part: 'company', field: 'phone.shown', label: 'Phone number (as shown)' },
          { part: 'company', field: 'map', label: 'Map pin' },
        ]),
      },
    });
    const checklist = await screen.findByRole('region', { name: 'Before launch' });
    const links = within(checklist).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Phone number (as shown)', '/dashboard/site#company-phone-shown'],
      ['Map pin', '/dashboard/site#company-map'],
    ]);
  });

  it('is absent when nothing is left, and when the settings cannot be read', async () => {
    renderDashboard('/dashboard');
    await screen.findByRole('heading', { name: 'Overview' });
    expect(screen.queryByRole('region', { name: 'Before launch' })).toBeNull();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDashboard('/dashboard', { 'GET /api/admin/site': { status: 503, body: { message: 'Busy.' } } });
    expect(await screen.findAllByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Before launch' })).toBeNull();
  });
});
