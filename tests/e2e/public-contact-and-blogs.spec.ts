import { expect, type Page, test } from './test.ts';

const valid = {
  name: 'Asha Rawat',
  contact: '9876543210',
  email: 'asha@example.com',
  message: 'Please send prices.',
};

async function fill(page: Page, values: Partial<typeof valid>) {
  const labels = { name: 'Name *', contact: 'Contact *', email: 'Email *', message: 'Message *' } as const;
  for (const [field, value] of Object.entries(values)) {
    await page.getByLabel(labels[field as keyof typeof labels]).fill(value);
  }
}

test.describe('the contact page', () => {
  test('validates in the spec order, then sends and thanks the visitor', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
    await expect(page.locator('iframe[title*="Map"]')).toHaveAttribute('loading', 'lazy');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(page.getByText('Please fill in all fields.')).toBeVisible();
    // The first refused field takes the focus.
    await expect(page.getByLabel('Name *')).toBeFocused();
    await fill(page, { ...valid, contact: '12345', email: 'bad' });
    await send.click();
    await expect(page.getByText('Please enter a valid 10-digit contact number.')).toBeVisible();
    await expect(page.getByLabel('Contact *')).toBeFocused();
    await expect(page.getByLabel('Contact *')).toHaveAccessibleDescription(
      'Please enter a valid 10-digit contact number.',
    );
    await fill(page, { contact: valid.contact });
    await send.click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await fill(page, { email: valid.email });
    await send.click();
    const success = page.getByText("Message sent successfully! We'll get back to you soon.");
    await expect(success).toBeVisible();
    await expect(success).toHaveCSS('color', 'rgb(21, 128, 61)');
    await expect(page.getByLabel('Name *')).toHaveValue('');
    await fill(page, { name: 'A' });
    await expect(success).toBeHidden();
  });

  test('keeps the text and says so when the API is down', async ({ page }) => {
    await page.route('**/api/cnt/contact', (route) => route.abort());
    await page.goto('/contact');
    await fill(page, valid);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const failure = page.getByText('Something went wrong. Please try again later.');
    await expect(failure).toBeVisible();
    await expect(failure).toHaveCSS('color', 'rgb(185, 28, 28)');
    await expect(page.getByLabel('Message *')).toHaveValue(valid.message);
  });
});

test.describe('the home contact form', () => {
  test('sends, with the browser requiring every field', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('form.contact-form');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    expect(
      await form.getByLabel('Name *').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await fill(page, { ...valid, contact: 'abc', email: 'also bad' });
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Please enter a valid 10-digit contact number.')).toBeVisible();
    await fill(page, { contact: valid.contact, email: valid.email });
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
  });

  test('says it failed when the API is down', async ({ page }) => {
    await page.route('**/api/cnt/contact', (route) =>
      route.fulfill({ status: 503, json: { message: 'down' } }),
    );
    await page.goto('/about');
    await fill(page, valid);
    await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
    await expect(page.getByLabel('Email *')).toHaveValue(valid.email);
  });
});

test.describe('blogs', () => {
  test('list -> detail, with cut titles, tag badges and sanitised content; deep link and unknown id', async ({
    page,
  }) => {
    await page.goto('/blog');
    const card = page.getByRole('link', { name: /Five toys that keep cats/ });
    await expect(card.getByRole('heading')).toHaveText('Five toys that keep cats ...');
    await expect(card).toContainText('cats');
    await card.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Five toys that keep cats busy' }),
    ).toBeVisible();
    await expect(page.getByText('Feather wands')).toBeVisible();
    await expect(page).toHaveTitle(/Five toys that keep cats busy/);

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Five toys that keep cats busy' }),
    ).toBeVisible();

    await page.goto('/blog/NOPE');
    await expect(
      page.getByText('Blog data not available. Please go back and select a blog again.'),
    ).toBeVisible();
    await page.getByRole('link', { name: /Go Back/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a post whose data cannot be fetched offers to try again', async ({ page }) => {
    await page.goto('/blog');
    let failing = true;
    await page.route('**/*.data*', (route) => (failing ? route.abort() : route.continue()));
    await page.getByRole('link', { name: /Five toys that keep cats/ }).click();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded.' })).toBeVisible();
    failing = false;
    await page.getByRole('link', { name: 'Try again', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Five toys that keep cats busy' }),
    ).toBeVisible();
  });
});
