import AxeBuilder from '@axe-core/playwright';
import { matchRoutes } from 'react-router';
import type { Category, ContactMessage, Country, PreviewLink } from '../../shared/api-types.ts';
import { defaultSiteSettings } from '../../shared/site-defaults.ts';
import { legacyDistrictPagePath, legacyStatePagePath } from '../../shared/site-urls.ts';
import { messages as validationMessages } from '../../shared/validation.ts';
import { appRoutePatterns } from '../api/app-route-patterns.ts';
import { csrfToken, logIn } from './dashboard-session.ts';
import { addTodaysCounters } from './insight-counters.ts';
import { type Browser, expect, type Locator, type Page, test, waitForHydration } from './test.ts';

/**
 * axe on every screen of the site and the dashboard, at phone and desktop width, with each
 * menu and dialog open too: any violation fails. The screens are keyed by the route patterns
 * of web/app/routes.ts and the first test checks the two lists are the same, so a route added
 * without an entry here (or an entry whose route is gone) fails loudly. Public pages open at
 * the first URL of the sitemap their route matches, so they carry real slugs.
 *
 * Rules: axe-core's WCAG 2.0, 2.1 and 2.2 level A and AA rules (tags wcag2a, wcag2aa, wcag21a,
 * wcag21aa, wcag22aa) and its best practices (best-practice). No rule is disabled; one open menu
 * leaves out the elements it covers, for an axe false positive explained next to it.
 */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
type WidthName = (typeof widths)[number]['name'];

/** What the screens need to know to open: the sitemap's paths and the public location tree. */
interface Site {
  sitemapPaths: string[];
  countries: Country[];
}

interface ScreenState {
  /** Opens the menu or dialog on the loaded screen; resolves to it once it shows. */
  open: (page: Page) => Promise<Locator>;
  /** Only at this width (the phone menus exist only there). */
  only?: WidthName;
  /** Elements axe leaves out while this is open: only for a false positive, the evidence next to it. */
  exclude?: string;
}

interface Screen {
  /** Who sees it: the login shows only when signed out, the rest of the dashboard only when signed in. */
  viewer: 'anyone' | 'signed-out' | 'admin';
  /**
   * Goes to the screen; by default to the first sitemap path its route matches, or else to the
   * route's own path when it has no parameters.
   */
  goto?: (page: Page, site: Site) => Promise<unknown>;
  /** Shows once the screen has its content. */
  ready: (page: Page) => Locator;
  /** Menus and dialogs checked open, each on an untouched screen. */
  states?: Record<string, ScreenState>;
}

/** A route kept for the spec's old URLs: it only redirects to a screen checked under its own route. */
interface Redirect {
  goto: (page: Page, site: Site) => Promise<unknown>;
  redirectsTo: string;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const alertDialog = (page: Page, name: string) => page.getByRole('alertdialog', { name });

async function clickThen(button: Locator, shows: Locator): Promise<Locator> {
  await button.click();
  await expect(shows).toBeVisible();
  return shows;
}

/** The phone's menu button opens the site's or the dashboard's navigation. */
const phoneMenu: ScreenState = {
  only: 'phone',
  open: (page) =>
    clickThen(
      page.getByRole('button', { name: 'Open menu' }),
      page.getByRole('button', { name: 'Close menu' }),
    ),
};

/** What the button named `button` opens. */
const buttonOpens = (button: string, shows: (page: Page) => Locator): ScreenState => ({
  open: (page) => clickThen(page.getByRole('button', { name: button }), shows(page)),
});

/** A form sent (its button named `send`) with what `fill` typed, its refused fields marked. */
const errorsShown = (send: string, fill?: (page: Page) => Promise<void>): ScreenState => ({
  open: async (page) => {
    await fill?.(page);
    return clickThen(page.getByRole('button', { name: send }), page.locator('[aria-invalid="true"]').first());
  },
});

/** The product search with its suggestions open (behind the search button on a phone). */
const productSuggestions: ScreenState = {
  open: async (page) => {
    const toggle = page.getByRole('button', { name: 'Open search' });
    if (await toggle.isVisible()) await toggle.click();
    const box = page.getByRole('combobox', { name: 'Search products' }).locator('visible=true');
    await box.fill('collar');
    const suggestions = page.getByRole('listbox', { name: 'Matching products' }).locator('visible=true');
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    return suggestions;
  },
};

/** A location list's add, rename and delete dialogs (countries, states, districts alike). */
function locationDialogs(kind: string, addButton: string): Record<string, ScreenState> {
  return {
    'add dialog': {
      open: (page) => clickThen(page.getByRole('button', { name: addButton }), page.getByRole('dialog')),
    },
    'rename dialog': {
      open: (page) =>
        clickThen(page.getByRole('button', { name: /^Rename / }).first(), page.getByRole('dialog')),
    },
    'delete confirmation': {
      open: (page) =>
        clickThen(
          page.getByRole('button', { name: /^Delete / }).first(),
          alertDialog(page, `Delete ${kind}`),
        ),
    },
  };
}

/** What Schedule without a time says beside the field. */
const publishAtMessage = validationMessages.publishAt;

/** The blog form for a new post, once its editor shows. */
const openNewPostForm = (page: Page) =>
  clickThen(page.getByRole('button', { name: 'Upload Blog' }), page.locator('.ql-editor'));

/** The first post's Edit button (on the list and on the post's own page). */
const editPost = (page: Page) => page.getByRole('button', { name: /^Edit / }).first();

async function gotoStates(page: Page) {
  await page.goto('/dashboard/countrypage');
  await page.getByRole('link', { name: 'India' }).click();
}

/** The screen of every route pattern of web/app/routes.ts. */
const screens: Record<string, Screen | Redirect> = {
  '/': {
    viewer: 'anyone',
    ready: (page) => heading(page, 'Handcrafted pet accessories from Dehradun'),
    states: { 'phone menu': phoneMenu, 'product suggestions': productSuggestions },
  },
  '/about': { viewer: 'anyone', ready: (page) => heading(page, /About/) },
  '/dogbreed': { viewer: 'anyone', ready: (page) => heading(page, 'Dog breeds') },
  '/product': { viewer: 'anyone', ready: (page) => heading(page, 'Our products') },
  '/exp': { viewer: 'anyone', ready: (page) => heading(page, 'Explore products') },
  '/category-products': { viewer: 'anyone', ready: (page) => heading(page, 'Browse by category') },
  '/product/:id': { viewer: 'anyone', ready: (page) => page.getByRole('heading', { level: 1 }) },
  '/blog': { viewer: 'anyone', ready: (page) => heading(page, 'Our blog') },
  '/blog/:slug': { viewer: 'anyone', ready: (page) => page.getByRole('heading', { level: 1 }) },
  '/marketplace': {
    viewer: 'anyone',
    ready: (page) => heading(page, 'Location Hierarchy Explorer'),
    states: {
      "a country's states": {
        open: (page) =>
          clickThen(
            page.getByRole('link', { name: 'India', exact: true }),
            page.getByRole('link', { name: 'Uttarakhand' }),
          ),
      },
    },
  },
  // A country's page: the explorer with its states open (issue 37).
  '/marketplace/:country': {
    viewer: 'anyone',
    ready: (page) => page.getByRole('heading', { name: /^States in / }),
  },
  '/marketplace/:country/:state': {
    viewer: 'anyone',
    ready: (page) => heading(page, /^Districts in /),
  },
  '/marketplace/:country/:state/:district': {
    viewer: 'anyone',
    ready: (page) => heading(page, /^manufacturers in /),
  },
  '/districts/:stateId': {
    goto: (page, { countries }) => page.goto(legacyStatePagePath(countries[0].states[0]._id)),
    redirectsTo: '/marketplace/:country/:state',
  },
  '/marketplacedetails/:districtId': {
    goto: (page, { countries }) => page.goto(legacyDistrictPagePath(countries[0].states[0].districts[0]._id)),
    redirectsTo: '/marketplace/:country/:state/:district',
  },
  '/contact': {
    viewer: 'anyone',
    ready: (page) => heading(page, 'Contact us'),
    states: {
      'errors shown': errorsShown('Send Message'),
    },
  },
  // What the site counts and never stores (issue 36, docs/decisions/071).
  '/privacy': { viewer: 'anyone', ready: (page) => heading(page, 'Visits and privacy') },
  '/search': {
    viewer: 'anyone',
    goto: (page) => page.goto('/search?q=cave+bed'),
    ready: (page) => heading(page, 'Products matching “cave bed”'),
  },
  // A preview link's page (docs/decisions/066): made by the signed-in admin, opened as anyone would.
  '/preview/blog/:token': {
    viewer: 'admin',
    goto: (page) =>
      openPreview(page, 'blog', {
        title: 'A preview for axe',
        date: '2026-11-20',
        author: 'Axe Checker',
        tags: ['Guides'],
        content: '<p>Unsaved words, checked by axe.</p>',
      }),
    ready: (page) => heading(page, 'A preview for axe'),
  },
  '/preview/product/:token': {
    viewer: 'admin',
    goto: async (page) => {
      const [category]: Category[] = await (await page.request.get('/api/categories')).json();
      return openPreview(page, 'product', { name: 'A product preview for axe', categoryIds: [category._id] });
    },
    ready: (page) => heading(page, 'A product preview for axe'),
  },
  // A site part's preview link: the page the part is shown on (docs/decisions/066).
  '/preview/site/:token': {
    viewer: 'admin',
    goto: (page) => {
      const [banner, ...others] = defaultSiteSettings.home.banners;
      const banners = [{ ...banner, headline: 'A home preview for axe' }, ...others];
      return openPreview(page, 'site', { ...defaultSiteSettings.home, banners }, 'home');
    },
    ready: (page) => heading(page, 'A home preview for axe'),
  },
  '/preview/site/:token/about': {
    viewer: 'admin',
    goto: (page) =>
      openPreview(
        page,
        'site',
        { ...defaultSiteSettings.about, intro: 'An About preview for axe.' },
        'about',
      ),
    ready: (page) => page.getByText('An About preview for axe.'),
  },
  '/preview/site/:token/dogbreed': {
    viewer: 'admin',
    goto: (page) => openPreview(page, 'site', { ...defaultSiteSettings.breeds }, 'breeds'),
    ready: (page) => heading(page, 'Dog breeds'),
  },
  '/*': {
    viewer: 'anyone',
    goto: (page) => page.goto('/no-such-page'),
    ready: (page) => heading(page, 'Page not found'),
  },
  '/dashboard/das-login': {
    viewer: 'signed-out',
    ready: (page) => page.getByRole('button', { name: 'Login' }),
    states: {
      'login refused': {
        // Sent empty: the form's own check answers (a message under each field), so no failed
        // login is counted for the address.
        open: (page) =>
          clickThen(page.getByRole('button', { name: 'Login' }), page.getByRole('alert').first()),
      },
    },
  },
  '/dashboard/forgot-password': {
    viewer: 'signed-out',
    ready: (page) => heading(page, 'Forgot your password?'),
  },
  '/dashboard/set-password': {
    viewer: 'signed-out',
    ready: (page) => heading(page, 'Choose your password'),
  },
  '/dashboard/admins': {
    viewer: 'admin',
    ready: (page) => heading(page, 'Admins'),
  },
  '/dashboard/account': {
    viewer: 'admin',
    ready: (page) => heading(page, 'Password and sessions'),
    states: {
      'sign out everywhere confirmation': buttonOpens('Sign out everywhere', (page) =>
        alertDialog(page, 'Sign out everywhere'),
      ),
    },
  },
  '/dashboard': {
    viewer: 'admin',
    ready: (page) => page.getByRole('heading', { name: 'Overview' }),
    states: {
      'phone menu': phoneMenu,
      'account menu': {
        open: (page) =>
          clickThen(
            page.getByRole('button', { name: /Account menu/ }),
            page.getByRole('button', { name: 'Logout' }),
          ),
      },
    },
  },
  '/dashboard/countrypage': {
    viewer: 'admin',
    ready: (page) => page.getByRole('link', { name: 'India' }),
    states: {
      ...locationDialogs('country', '+ Country'),
      'country suggestions': {
        open: async (page) => {
          await clickThen(page.getByRole('button', { name: '+ Country' }), page.getByRole('dialog'));
          await page.getByRole('combobox').fill('ca');
          await expect(page.getByRole('option').first()).toBeVisible();
          return page.getByRole('listbox');
        },
      },
    },
  },
  '/dashboard/state/:countryName/:countryId': {
    viewer: 'admin',
    goto: gotoStates,
    ready: (page) => page.getByRole('link', { name: 'Maharashtra' }),
    states: locationDialogs('state', '+ Add State'),
  },
  '/dashboard/district/:countryId/:stateName/:stateId': {
    viewer: 'admin',
    goto: async (page) => {
      await gotoStates(page);
      await page.getByRole('link', { name: 'Maharashtra' }).click();
    },
    ready: (page) => page.locator('.dash-location__name', { hasText: 'Pune' }),
    states: locationDialogs('district', '+ Add District'),
  },
  '/dashboard/blog': {
    viewer: 'admin',
    ready: (page) => page.locator('.dash-blog-card').first(),
    states: {
      'new post form': {
        open: openNewPostForm,
      },
      'block type choices': {
        // At phone width the open choices cover part of the toolbar's Align left button, which
        // axe's target-size then finds too small. WCAG 2.5.8 does not apply to targets obscured by
        // content the user opened ("interacting with a menu that shows a dropdown of options,
        // partially obscuring targets below", Understanding SC 2.5.8, w3c/wcag#3027). The toolbar's
        // buttons are checked with the choices closed (the new post form above).
        exclude: '.dash-editor__toolbar button',
        open: async (page) => {
          await openNewPostForm(page);
          return clickThen(
            page.getByRole('button', { name: 'Block type' }),
            page.locator('.ql-picker-options'),
          );
        },
      },
      'discard confirmation': {
        open: async (page) => {
          await openNewPostForm(page);
          await dialog(page, 'Upload Blog').getByLabel('Title').fill('A title typed, then cancelled');
          return clickThen(page.getByRole('button', { name: 'Cancel' }), page.getByRole('alertdialog'));
        },
      },
      'edit form': {
        open: (page) => clickThen(editPost(page), dialog(page, 'Edit Blog').locator('.ql-editor')),
      },
      // The publishing fields with a refused Schedule's message beside its time (docs/decisions/064).
      'schedule refused': {
        open: async (page) => {
          await openNewPostForm(page);
          const form = dialog(page, 'Upload Blog');
          await form.getByLabel('Title').fill('A post to schedule');
          await form.getByLabel('Author').fill('Meera');
          return clickThen(form.getByRole('button', { name: 'Schedule' }), form.getByText(publishAtMessage));
        },
      },
      'delete confirmation': {
        open: async (page) => {
          await clickThen(editPost(page), dialog(page, 'Edit Blog'));
          return clickThen(
            page.getByRole('button', { name: 'Delete blog' }),
            alertDialog(page, 'Delete blog'),
          );
        },
      },
      // The post's kept versions (docs/decisions/067), the newest chosen with its word diff.
      history: {
        open: async (page) => {
          await clickThen(editPost(page), dialog(page, 'Edit Blog').locator('.ql-editor'));
          return clickThen(
            page.getByRole('button', { name: 'History', exact: true }),
            page.locator('.dash-history__diff').first(),
          );
        },
      },
    },
  },
  '/dashboard/blogdetail/:id': {
    viewer: 'admin',
    goto: async (page) => {
      await page.goto('/dashboard/blog');
      await page.locator('.dash-blog-card a').first().click();
    },
    ready: (page) => page.getByRole('button', { name: '← Back' }),
    states: {
      'edit form': {
        open: (page) => clickThen(editPost(page), dialog(page, 'Edit Blog').locator('.ql-editor')),
      },
    },
  },
  '/dashboard/products': {
    viewer: 'admin',
    ready: (page) => page.locator('.dash-product-row').first(),
  },
  '/dashboard/products/new': {
    viewer: 'admin',
    ready: (page) => page.locator('.ql-editor'),
  },
  '/dashboard/products/:id': {
    viewer: 'admin',
    goto: (page) => page.goto('/dashboard/products/1'),
    ready: (page) => page.getByRole('button', { name: 'Move photo 2 up' }),
    states: {
      'delete confirmation': {
        open: (page) =>
          clickThen(page.getByRole('button', { name: 'Delete product' }), page.getByRole('alertdialog')),
      },
      // Its History: the versions kept, or the line saying none are yet (a product never saved here).
      history: {
        open: (page) =>
          clickThen(
            page.getByRole('button', { name: 'History', exact: true }),
            page.locator('.dash-history__empty, .dash-history__list'),
          ),
      },
      // The public page's body in a dialog (web/components/product-details.tsx).
      preview: {
        open: (page) =>
          clickThen(
            page.getByRole('button', { name: 'Preview', exact: true }),
            page.getByRole('dialog', { name: /^Preview: / }).getByRole('heading', { level: 1 }),
          ),
      },
      // A private preview link made (docs/decisions/066): its address, Copy and Revoke (its tab opens beside).
      'preview link made': {
        open: (page) =>
          clickThen(
            page.getByRole('button', { name: /^Preview link/ }),
            page.getByLabel(/Private preview link/),
          ),
      },
      'unsaved changes question': {
        open: async (page) => {
          await page.getByLabel('Name', { exact: true }).fill('H-Harness, renamed');
          return clickThen(
            page.getByRole('link', { name: 'Back to products' }),
            page.getByRole('alertdialog'),
          );
        },
      },
    },
  },
  '/dashboard/categories': {
    viewer: 'admin',
    ready: (page) => page.locator('.dash-category-row').first(),
    states: {
      'category dialog': {
        open: (page) =>
          clickThen(page.getByRole('button', { name: 'Add category' }), dialog(page, 'Add category')),
      },
    },
  },
  '/dashboard/site': {
    viewer: 'admin',
    // The Home, About and Breeds sections are a lazy module: the screen is whole once the last shows.
    ready: (page) => page.getByRole('button', { name: 'Publish Breeds' }),
    states: {
      'an About section text in its editor': buttonOpens('Edit text of section 1', (page) =>
        page.getByRole('region', { name: 'About' }).getByRole('textbox', { name: 'Text of section 1' }),
      ),
      'a banner photo to upload': {
        open: async (page) => {
          await page.locator('#home-banners-0-picture-choice').selectOption('upload');
          const file = page.getByLabel('Photo of banner 1');
          await expect(file).toBeVisible();
          return file;
        },
      },
      'errors shown in the new sections': errorsShown('Publish Home', async (page) => {
        await page.locator('#home-banners-0-headline').fill('');
        await page.locator('#home-banners-0-link').fill('https://elsewhere.test/');
      }),
      'company history': buttonOpens('Show history of Company', (page) =>
        page.getByRole('list', { name: 'History of Company' }),
      ),
      // A part's pending draft (docs/decisions/070): its notice, and Discard's question open.
      'pending draft and its discard question': {
        open: async (page) => {
          const seo = page.getByRole('region', { name: 'Search engines' });
          await seo.getByRole('button', { name: 'Save draft Search engines' }).click();
          await expect(seo.getByText(/Draft not published/)).toBeVisible({ timeout: 15_000 });
          return clickThen(
            seo.getByRole('button', { name: 'Discard draft of Search engines' }),
            page.getByRole('alertdialog', { name: 'Discard the draft of Search engines?' }),
          );
        },
      },
      'errors shown': errorsShown('Publish Company', async (page) => {
        await page.locator('#company-name').fill('');
        await page.locator('#company-social-x').fill('not a link');
      }),
      'unsaved changes question': {
        open: async (page) => {
          await page.locator('#seo-title').fill('A title typed, then left');
          return clickThen(
            page.getByRole('link', { name: 'PawCraft Admin' }),
            page.getByRole('alertdialog', { name: 'Leave without saving?' }),
          );
        },
      },
    },
  },
  // Insights (docs/decisions/072): with today's counters, so its tables and charts show.
  '/dashboard/insights': {
    viewer: 'admin',
    goto: async (page) => {
      await addTodaysCounters();
      await page.goto('/dashboard/insights');
    },
    ready: (page) => page.getByRole('table', { name: 'Landing pages' }),
  },
  '/dashboard/contact': {
    viewer: 'admin',
    goto: async (page) => {
      await keepOneContactMessage(page);
      await page.goto('/dashboard/contact');
    },
    ready: (page) => page.getByRole('row').nth(1),
    states: {
      'message dialog': {
        open: (page) =>
          clickThen(page.getByRole('row').nth(1).getByRole('button').first(), dialog(page, 'Message')),
      },
      'delete confirmation': {
        open: (page) =>
          clickThen(
            page.getByRole('button', { name: /^Delete message from / }).first(),
            alertDialog(page, 'Delete message'),
          ),
      },
    },
  },
};

const isRedirect = (entry: Screen | Redirect): entry is Redirect => 'redirectsTo' in entry;

const patterns = appRoutePatterns;

/** The route pattern a path opens (the ranking React Router itself uses). */
function routeOf(pathname: string): string | undefined {
  return matchRoutes(
    patterns.map((path) => ({ path })),
    pathname,
  )?.[0]?.route.path;
}

/** Makes a preview link of `value` as the dashboard's control does, and opens its page. */
async function openPreview(
  page: Page,
  kind: 'blog' | 'product' | 'site',
  value: Record<string, unknown>,
  id?: string,
) {
  const made = await page.request.post('/api/admin/previews', {
    data: { kind, value, ...(id && { id }) },
    headers: { 'X-XSRF-TOKEN': await csrfToken(page) },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { url }: PreviewLink = await made.json();
  return page.goto(new URL(url).pathname);
}

/** The dashboard's contact screen needs a message to open; the seed has none. */
async function keepOneContactMessage(page: Page) {
  const messages: ContactMessage[] = await (await page.request.get('/api/cnt/contact?limit=1')).json();
  if (messages.length > 0) return;
  const sent = await page.request.post('/api/cnt/contact', {
    data: {
      name: 'Axe Checker',
      contact: '9876543210',
      email: 'axe@example.com',
      message: 'A message so the contact screen has a row, a dialog and a confirmation to check.',
      fillMs: 10_000,
    },
    headers: { 'X-XSRF-TOKEN': await csrfToken(page) },
  });
  expect(sent.status()).toBe(201);
}

/**
 * Waits until what axe looks at is what a person sees: the app hydrated, web fonts and the eager images decoded, and
 * transitions (a dialog fading in) finished.
 */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const eager = [...document.images].filter((image) => image.loading !== 'lazy' || image.complete);
    await Promise.all(eager.map((image) => image.decode().catch(() => undefined)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * The violations, one readable line per element, so a failure says what to fix and where.
 * Legacy mode runs axe once in the page instead of in each frame and then again in a blank
 * page it opens; it only skips cross-origin frames, which no screen has, and it is two to
 * three times faster here.
 */
async function violations(page: Page, exclude?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).setLegacyMode().withTags(axeTags);
  const results = await (exclude ? axe.exclude(exclude) : axe).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

test('every route of web/app/routes.ts has an accessibility entry here, and every entry a route', () => {
  expect(
    Object.keys(screens).sort(),
    'Expected: the routes of web/app/routes.ts; a route missing here needs an entry in `screens`',
  ).toEqual([...patterns].sort());
});

for (const width of widths) {
  test.describe(`axe at ${width.name} width (${width.width}x${width.height})`, () => {
    // One browser context per width, signed in once for the dashboard's screens.
    let page: Page;
    let site: Site;
    let signedIn = false;
    /** The screen the page shows as loaded and checked, nothing opened on it yet. */
    let untouchedScreen: string | undefined;

    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      const context = await browser.newContext({
        baseURL: process.env.E2E_BASE_URL,
        viewport: { width: width.width, height: width.height },
      });
      page = await context.newPage();
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      site = {
        sitemapPaths: [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
          (match) => new URL(match[1]).pathname,
        ),
        countries: await (await page.request.get('/countries/hierarchy')).json(),
      };
    });
    test.afterAll(async () => {
      await page?.context().close();
    });

    async function openScreen(pattern: string, screen: Screen) {
      if (screen.viewer === 'admin' && !signedIn) {
        await logIn(page);
        signedIn = true;
      }
      if (screen.viewer === 'signed-out' && signedIn) {
        await page.context().clearCookies();
        signedIn = false;
      }
      if (screen.goto) await screen.goto(page, site);
      else {
        const path =
          site.sitemapPaths.find((candidate) => routeOf(candidate) === pattern) ??
          (/[:*]/.test(pattern) ? undefined : pattern);
        expect(
          path,
          `no sitemap path of ${pattern}, which has parameters: give its entry a goto`,
        ).toBeDefined();
        await page.goto(path as string);
      }
      await expect(screen.ready(page)).toBeVisible();
      expect(routeOf(new URL(page.url()).pathname), 'the entry opened a page of another route').toBe(pattern);
      await settle(page);
    }

    // The dashboard's screens last, so the login is seen signed out and the session made once.
    const entries = Object.entries(screens).sort(
      ([, a], [, b]) =>
        Number(!isRedirect(a) && a.viewer === 'admin') - Number(!isRedirect(b) && b.viewer === 'admin'),
    );
    for (const [pattern, entry] of entries) {
      if (isRedirect(entry)) {
        test(`${pattern} redirects to a page checked under ${entry.redirectsTo}`, async () => {
          await entry.goto(page, site);
          expect(routeOf(new URL(page.url()).pathname)).toBe(entry.redirectsTo);
        });
        continue;
      }
      test(`${pattern}`, async () => {
        await openScreen(pattern, entry);
        expect(await violations(page)).toEqual([]);
        untouchedScreen = pattern;
      });
      for (const [name, state] of Object.entries(entry.states ?? {})) {
        if (state.only && state.only !== width.name) continue;
        test(`${pattern} with the ${name} open`, async () => {
          // The first state opens on the screen its check has just loaded; the others reload it.
          if (untouchedScreen !== pattern) await openScreen(pattern, entry);
          untouchedScreen = undefined;
          await state.open(page);
          await settle(page);
          expect(await violations(page, state.exclude)).toEqual([]);
        });
      }
    }
  });
}
