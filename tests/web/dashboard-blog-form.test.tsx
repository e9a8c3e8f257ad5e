import { parseWithValibot } from '@conform-to/valibot';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { postMessages } from '../../shared/post-rules.ts';
import { manifestPath } from '../../shared/uploads-bucket.ts';
import { messages } from '../../shared/validation.ts';
import { blogAction } from '../../web/features/dashboard/blog/blog-actions.ts';
import { blogFormSchema, slugMessage } from '../../web/features/dashboard/blog/blog-form-values.ts';
import { imageFileProblem } from '../../web/features/dashboard/media/image-choice.ts';
import {
  photoNotProcessed,
  scaledSize,
  variantsWaitMs,
} from '../../web/features/dashboard/media/image-upload.ts';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { blogSummary, harnessCarePost } from './dashboard-items.ts';
import { currentLocation, renderDashboard } from './dashboard-stub.tsx';
import { openedDialog } from './dialog-save.ts';
import { FakeUpload, fakeUploadsEachTest, madeVariants, ticket } from './fake-upload.ts';

const post = harnessCarePost;
const summary = blogSummary(post);

/** The blog manager route with one post; 'Upload Blog' opens the form. */
async function renderForm(routes: Parameters<typeof renderDashboard>[1] = {}) {
  const api = renderDashboard('/dashboard/blog', {
    'GET /api/admin/blogs': { body: { items: [summary] } },
    ...routes,
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Upload Blog' }));
  const dialog = await openedDialog('Upload Blog');
  return { dialog, ...api };
}

const blogsLoads = (seen: { method: string; path: string }[]) =>
  seen.filter((r) => r.method === 'GET' && r.path === '/api/admin/blogs').length;

/** Typing: the browser's `input` event, which the form library listens to (as React does). */
function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.input(within(dialog).getByLabelText(label), { target: { value } });
}

function chooseFile(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByLabelText('Cover image (optional)'), { target: { files: [file] } });
}

fakeUploadsEachTest();

cleanUpAfterEach();

/** The form's fields as the browser sends them, checked as the form and its action check them. */
function formErrors(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const submission = parseWithValibot(formData, { schema: blogFormSchema });
  return submission.status === 'success' ? {} : submission.error;
}

describe('blog form rules', () => {
  it('requires title, date and author with the shared messages; tags and image are optional', () => {
    expect(formErrors({ title: ' ', slug: 'a', date: '', author: '', tags: '', content: '' })).toEqual({
      title: [postMessages.titleRequired],
      date: [postMessages.dateRequired],
      author: [postMessages.authorRequired],
    });
    expect(
      formErrors({
        title: 'T',
        slug: 't',
        date: '2026-01-02',
        author: 'A',
        tags: '',
        content: '',
        image: '',
      }),
    ).toEqual({});
  });

  it('takes as URL only what slugify could make', () => {
    const values = { title: 'T', date: '2026-01-02', author: 'A', tags: '', content: '' };
    for (const slug of ['', 'Harness', 'two  words', 'a--b', '-a', 'a/b', 'x'.repeat(81)]) {
      expect(formErrors({ ...values, slug }), slug).toEqual({ slug: [slugMessage] });
    }
    expect(formErrors({ ...values, slug: 'harness-care-2026' })).toEqual({});
  });

  it('sends an edit with the version it read, as a number; a version that is not one is refused', () => {
    const values = { title: 'T', slug: 't', date: '2026-01-02', author: 'A', id: 'b1' };
    const formData = new FormData();
    for (const [name, value] of Object.entries({ ...values, version: '2' })) formData.append(name, value);
    const submission = parseWithValibot(formData, { schema: blogFormSchema });
    expect(submission.status === 'success' && submission.value).toMatchObject({ id: 'b1', version: 2 });
    expect(formErrors({ ...values, version: 'two' })).toEqual({ version: [messages.version] });
  });

  it("the blog manager's action checks a save with the same schema: a refusal is the fields' messages, nothing is sent", async () => {
    // As the form sends it (a fetcher's Form posts its fields url-encoded).
    const body = new URLSearchParams({
      title: '',
      slug: 'Not a slug',
      date: '2026-01-02',
      author: '',
      id: 'b1',
      version: 'x',
    });
    const request = new Request('http://localhost/dashboard/blog', { method: 'POST', body });
    const sent = vi.spyOn(globalThis, 'fetch');
    const result = await blogAction({ request });
    expect(sent).not.toHaveBeenCalled();
    expect(!result.ok && result.reply?.error).toEqual({
      title: [postMessages.titleRequired],
      slug: [slugMessage],
      author: [postMessages.authorRequired],
      version: [messages.version],
    });
  });

  it('accepts jpeg, png, webp, gif, avif (and heic, converted here) up to 25 MB, naming the limit otherwise', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic'])
      expect(imageFileProblem({ type, size: 24 * 1024 * 1024 }), type).toBeUndefined();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe(messages.imageType);
    expect(imageFileProblem({ type: 'image/jpeg', size: 26 * 1024 * 1024 })).toBe(messages.imageSize);
    expect(messages.imageSize).toBe('Images can be at most 25 MB.');
  });

  it('scales a photo to at most 2560 px on its longest edge before uploading, never enlarging one', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1920, height: 2560 });
    expect(scaledSize(8160, 6120)).toEqual({ width: 2560, height: 1920 });
    expect(scaledSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
  });
});

describe('the Upload Blog modal', () => {
  it('shows field messages and sends nothing when required fields are empty', async () => {
    const { dialog, seen } = await renderForm();
    fill(dialog, 'Date', '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByText(postMessages.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(postMessages.dateRequired)).toBeTruthy();
    expect(within(dialog).getByText(postMessages.authorRequired)).toBeTruthy();
    const title = within(dialog).getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    // Each message is beside its field and names it; the first field in error has the focus.
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      postMessages.titleRequired,
    );
    const author = within(dialog).getByLabelText('Author');
    expect(document.getElementById(author.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      postMessages.authorRequired,
    );
    expect(document.activeElement).toBe(title);
    expect(seen.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('checks the fields when sent, not when one is only left, then each as it is typed', async () => {
    const { dialog } = await renderForm();
    const author = within(dialog).getByLabelText('Author');
    fill(dialog, 'Author', 'M');
    fill(dialog, 'Author', '');
    fireEvent.blur(author);
    // Leaving a field shows nothing: a message appearing there would move the form under the
    // next click (the editor's Block type lost its first click so).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByText(postMessages.authorRequired)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText(postMessages.authorRequired)).toBeTruthy();
    fill(dialog, 'Author', 'Meera');
    await waitFor(() => expect(within(dialog).queryByText(postMessages.authorRequired)).toBeNull());
    expect(author.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a wrong image type in the browser', async () => {
    const { dialog } = await renderForm();
    chooseFile(dialog, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(messages.imageType);
    expect(within(dialog).queryByAltText('Cover preview')).toBeNull();
  });

  it('uploads the image with the presigned POST (file last) once chosen, then saves the blog with its key once processed', async () => {
    const { dialog, seen } = await renderForm({
      'POST /api/uploads': { body: ticket },
      ...madeVariants(ticket.key),
      'POST /api/blogs': { status: 201, body: { _id: 'b2' } },
    });
    fill(dialog, 'Title', 'Harness care');
    fill(dialog, 'Date', '2026-11-20');
    fill(dialog, 'Author', 'Meera');
    fill(dialog, 'Tags (comma separated)', 'Care, Harness');
    chooseFile(dialog, new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' }));
    // The upload's code loads with the first chosen photo (issue 37): the preview may come a moment later.
    expect((await within(dialog).findByAltText('Cover preview')).getAttribute('src')).toBe('blob:preview');
    // Upload waits for the cover's variants, then saves (on a busy machine this takes seconds).
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Publish' }));

    const notice = await screen.findByText('Blog uploaded!', {}, { timeout: 10_000 });
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // Saved: the modal closed and the list revalidated by itself.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(blogsLoads(seen)).toBe(2);
    expect(seen.find((r) => r.path === '/api/uploads')?.body).toEqual({ contentType: 'image/png', size: 10 });
    const [{ url, form }] = FakeUpload.sent;
    expect(url).toBe(ticket.url);
    expect([...form.keys()]).toEqual(['key', 'Policy', 'X-Amz-Signature', 'file']);
    expect(seen.find((r) => r.method === 'POST' && r.path === '/api/blogs')?.body).toEqual({
      title: 'Harness care',
      slug: 'harness-care',
      date: '2026-11-20',
      author: 'Meera',
      // The action sends what the shared schema made of the fields: the tags as a list.
      tags: ['Care', 'Harness'],
      content: '',
      image: ticket.key,
      // Publish: published at once (docs/decisions/064).
      status: 'published',
    });
  });

  it('shows a cover still processing with Upload waiting, and enables Upload once its variants exist', async () => {
    let manifestReads = 0;
    const { dialog, seen } = await renderForm({
      'POST /api/uploads': { body: ticket },
      // Not there at the first read: the variant function is still at work.
      [`GET ${manifestPath(ticket.key)}`]: () =>
        ++manifestReads === 1 ? { status: 404 } : madeVariants(ticket.key)[`GET ${manifestPath(ticket.key)}`],
      'POST /api/blogs': { status: 201, body: { _id: 'b2' } },
    });
    fill(dialog, 'Title', 'Harness care');
    fill(dialog, 'Author', 'Meera');
    chooseFile(dialog, new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' }));
    // (The editor's own "Loading the editor…" is a status too, until Quill has loaded.)
    const processing = await within(dialog).findByText(
      'Processing the cover… Saving waits until it is ready.',
    );
    expect(processing.getAttribute('role')).toBe('status');
    const waiting = within(dialog).getByRole('button', { name: 'Waiting for the cover…' });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    fireEvent.click(waiting);
    expect(seen.some((r) => r.method === 'POST' && r.path === '/api/blogs')).toBe(false);

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Publish' }, { timeout: 3000 }));
    expect(await screen.findByText('Blog uploaded!')).toBeTruthy();
    expect(manifestReads).toBe(2);
    expect(seen.find((r) => r.method === 'POST' && r.path === '/api/blogs')?.body).toMatchObject({
      image: ticket.key,
    });
  });

  it('shows a cover the variant function refused (and deleted) as failed, with a Retry that uploads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const keys = ['uploads/2026/11/first.png', 'uploads/2026/11/second.png'];
    let tickets = 0;
    const { dialog, seen } = await renderForm({
      'POST /api/uploads': () => ({ body: { ...ticket, key: keys[tickets++] } }),
      [`GET ${manifestPath(keys[0])}`]: { body: { error: 'imageUnreadable' } },
      ...madeVariants(keys[1]),
      'POST /api/blogs': { status: 201, body: { _id: 'b2' } },
    });
    fill(dialog, 'Title', 'Harness care');
    fill(dialog, 'Author', 'Meera');
    chooseFile(dialog, new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' }));
    const failed = await within(dialog).findByText(`${messages.imageUnreadable} (the cover)`);
    expect(failed.getAttribute('role')).toBe('alert');
    // Saving now says what to do, and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await within(dialog).findByText(
        'The cover could not be uploaded or processed. Retry it, remove it or choose another.',
      ),
    ).toBeTruthy();
    expect(seen.some((r) => r.method === 'POST' && r.path === '/api/blogs')).toBe(false);
    // The message is the cover field's: its file input has the focus and is described by it.
    const fileInput = within(dialog).getByLabelText('Cover image (optional)');
    expect(document.activeElement).toBe(fileInput);
    expect(fileInput.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(fileInput.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The cover could not be uploaded or processed. Retry it, remove it or choose another.',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry the cover' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Retry the cover' })).toBeNull());
    expect(FakeUpload.sent).toHaveLength(2);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Blog uploaded!')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST' && r.path === '/api/blogs')?.body).toMatchObject({
      image: keys[1],
    });
  });

  it('shows a cover whose variants never come as failed after a minute, with a Retry, not as an error of the save', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { dialog, seen } = await renderForm({ 'POST /api/uploads': { body: ticket } });
      chooseFile(dialog, new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' }));
      const processing = await within(dialog).findByText(
        'Processing the cover… Saving waits until it is ready.',
      );
      expect(processing.getAttribute('role')).toBe('status');
      await vi.advanceTimersByTimeAsync(variantsWaitMs + 2_000);
      const failed = await within(dialog).findByText(`${photoNotProcessed} (the cover)`);
      expect(failed.getAttribute('role')).toBe('alert');
      expect(within(dialog).getByRole('button', { name: 'Retry the cover' })).toBeTruthy();
      // It watched the manifest about once a second, and asked the API nothing else (but the
      // editor's server copy of the form, docs/decisions/069: no save).
      const reads = seen.filter((r) => r.path === manifestPath(ticket.key)).length;
      expect(reads).toBeGreaterThan(50);
      expect(reads).toBeLessThan(70);
      const writes = seen.filter((r) => r.method !== 'GET' && !r.path.startsWith('/api/admin/autosaves/'));
      expect(writes.map((r) => r.path)).toEqual(['/api/uploads']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports 'Failed to upload blog.' as an alert and logs the error", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await renderForm({
      'POST /api/blogs': { status: 503, body: { message: 'The database is busy.' } },
    });
    fill(dialog, 'Title', 'T');
    fill(dialog, 'Author', 'A');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Failed to upload blog.×'),
    );
    expect(logged).toHaveBeenCalledWith('Failed to upload blog:', expect.anything());
    expect(screen.getByRole('dialog', { name: 'Upload Blog' })).toBeTruthy();
  });
});

describe('closing the modal', () => {
  it('closes at once when nothing was written', async () => {
    const { dialog } = await renderForm();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before throwing away what was written; Escape in the question keeps the form', async () => {
    const { dialog } = await renderForm();
    fill(dialog, 'Title', 'Half a post');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    let question = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Upload Blog' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    question = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('unsaved changes', () => {
  const editing = {
    'GET /api/admin/blogs': { body: { items: [summary] } },
    'GET /api/admin/blogs/b1': { body: post },
  };

  async function openEdit() {
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harness care' }));
    const dialog = await openedDialog('Edit Blog');
    // The editor has opened the stored post (and tidied it as Quill does): no change of the admin's.
    await within(dialog).findByRole('textbox', { name: 'Content' });
    return dialog;
  }

  it('an edit opened and left as it was closes at once, the editor loaded', async () => {
    renderDashboard('/dashboard/blog', editing);
    const dialog = await openEdit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("the editor's own changes are none of the admin's; the admin's are saved", async () => {
    const { seen } = renderDashboard('/dashboard/blog', {
      ...editing,
      'PUT /api/blogs/blogs/b1': { body: post },
    });
    let dialog = await openEdit();
    const quill = async () => {
      const { Quill } = await import('../../web/features/dashboard/rich-text/quill-formats.ts');
      const container = dialog.querySelector('.ql-container');
      const editor = container && Quill.find(container);
      if (!(editor instanceof Quill)) throw new Error('no editor');
      return editor;
    };
    const tidy = await quill();
    act(() => tidy.insertText(0, 'Tidied. ', 'api'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    dialog = await openEdit();
    const typing = await quill();
    act(() => typing.insertText(0, 'Measure first. ', 'user'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const question = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Blog uploaded!')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({
      content: '<p>Measure first. Two fingers under the strap.</p>',
    });
  });

  it('a title typed back to what it was is no change', async () => {
    renderDashboard('/dashboard/blog', editing);
    const dialog = await openEdit();
    fill(dialog, 'Title', 'Harness care, draft');
    fill(dialog, 'Title', 'Harness care');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a removed cover, or a chosen one still uploading, is a change to ask about', async () => {
    const withImage = { ...post, image: 'uploads/2026/11/cover.jpg' };
    renderDashboard('/dashboard/blog', { ...editing, 'GET /api/admin/blogs/b1': { body: withImage } });
    let dialog = await openEdit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).queryByAltText('Cover preview')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Upload Blog' }));
    dialog = await openedDialog('Upload Blog');
    chooseFile(dialog, new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Discard changes?' })).toBeTruthy();
  });

  it('asks before leaving the page with what was written; Cancel stays with it', async () => {
    const { dialog } = await renderForm();
    fill(dialog, 'Title', 'Half a post');
    fireEvent.click(screen.getByRole('link', { name: 'Products' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(currentLocation(screen).url).toBe('/dashboard/blog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Title').value).toBe('Half a post');
  });

  it('a post deleted from its edited form on its own page goes back to the blog manager without asking', async () => {
    renderDashboard('/dashboard/blogdetail/b1', {
      ...editing,
      'DELETE /api/blogs/blogs/b1': { body: { message: 'Deleted' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harness care' }));
    const dialog = await openedDialog('Edit Blog');
    fill(dialog, 'Title', 'Harness care, half rewritten');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete blog' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete blog' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(currentLocation(screen).url).toBe('/dashboard/blog'));
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull();
  });
});

describe('the URL field', () => {
  it('shows /blog/ and follows the title of a new post until the admin edits it', async () => {
    const { dialog } = await renderForm();
    const url = within(dialog).getByLabelText('URL') as HTMLInputElement;
    expect(document.getElementById(url.getAttribute('aria-describedby') ?? '')?.textContent).toBe('/blog/');
    fill(dialog, 'Title', 'Tamil Nādu & Kerala: harness tips!');
    expect(url.value).toBe('tamil-nadu-and-kerala-harness-tips');
    fill(dialog, 'URL', 'harness-tips');
    fill(dialog, 'Title', 'Something else');
    expect(url.value).toBe('harness-tips');
  });

  it("follows the title again once the admin makes the URL the title's own", async () => {
    const { dialog } = await renderForm();
    const url = within(dialog).getByLabelText<HTMLInputElement>('URL');
    fill(dialog, 'Title', 'ab');
    fill(dialog, 'URL', 'abc');
    fill(dialog, 'Title', 'abc');
    fill(dialog, 'Title', 'ab');
    expect(url.value).toBe('ab');
    fill(dialog, 'Title', 'abx');
    expect(url.value).toBe('abx');
    fill(dialog, 'URL', 'mine');
    fill(dialog, 'Title', 'abxy');
    expect(url.value).toBe('mine');
  });

  it('refuses a URL slugify could not make, in the browser', async () => {
    const { dialog, seen } = await renderForm();
    fill(dialog, 'Title', 'T');
    fill(dialog, 'Author', 'A');
    fill(dialog, 'URL', 'Not a slug');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByText(slugMessage)).toBeTruthy();
    expect(within(dialog).getByLabelText('URL').getAttribute('aria-invalid')).toBe('true');
    expect(seen.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it("shows the server's refusal of the URL (409) in the form's notice", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await renderForm({
      'POST /api/blogs': { status: 409, body: { message: 'Another post already has this URL.' } },
    });
    fill(dialog, 'Title', 'Harness care');
    fill(dialog, 'Author', 'A');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const box = await within(dialog).findByText('Another post already has this URL.');
    expect(box.closest('[role="alert"]')).not.toBeNull();
    // A taken URL is no reason to reload: no Reload button.
    expect(within(dialog).queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(screen.getByText('Failed to upload blog.')).toBeTruthy();
  });

  it('previews a stored cover by its variants (srcset, sizes, size, colour), never the original', async () => {
    const imageInfo = {
      base: 'uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV',
      width: 2560,
      height: 1920,
      colour: '#806040',
      widths: [320, 640, 960, 1280, 1920],
      formats: ['avif' as const, 'webp' as const],
    };
    const withImage = { ...post, image: 'uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV.jpg', imageInfo };
    renderDashboard('/dashboard/blog', {
      'GET /api/admin/blogs': { body: { items: [{ ...summary, image: withImage.image, imageInfo }] } },
      'GET /api/admin/blogs/b1': { body: withImage },
    });
    // The grid's card shows the variants too.
    const card = await screen.findByRole('button', { name: 'Edit Harness care' });
    expect(document.querySelector('.dash-blog-card__image')?.getAttribute('srcset')).toContain(
      '640.webp 640w',
    );
    fireEvent.click(card);
    const dialog = await openedDialog('Edit Blog');
    const preview = within(dialog).getByAltText('Cover preview');
    expect(preview.getAttribute('sizes')).toBe('200px');
    expect(preview.getAttribute('srcset')).toContain(
      '/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV/320.webp 320w',
    );
    expect([preview.getAttribute('width'), preview.getAttribute('height')]).toEqual(['2560', '1920']);
    // Nothing on the page loads the original or links to it; the form keeps its key only to
    // send it back with a save, which keeps the cover.
    const addresses = [...document.querySelectorAll('img, source, a, link')].flatMap((element) =>
      ['src', 'srcset', 'href'].map((name) => element.getAttribute(name) ?? ''),
    );
    expect(addresses.join(' ')).toContain('/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV/');
    expect(addresses.join(' ')).not.toContain('01ARZ3NDEKTSV4RRFFQ69G5FAV.jpg');
    const form = dialog.querySelector('form');
    expect(form && new FormData(form).get('image')).toBe(withImage.image);
  });

  it('edits an existing post loaded whole by id: its slug stays unless edited', async () => {
    const { seen } = renderDashboard('/dashboard/blog', {
      'GET /api/admin/blogs': { body: { items: [summary] } },
      'GET /api/admin/blogs/b1': { body: post },
      'PUT /api/blogs/blogs/b1': { body: post },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harness care' }));
    const dialog = await openedDialog('Edit Blog');
    expect(seen.some((r) => r.path === '/api/admin/blogs/b1')).toBe(true);
    expect((within(dialog).getByLabelText('URL') as HTMLInputElement).value).toBe('harness-care-guide');
    fill(dialog, 'Title', 'Harness care, updated');
    expect((within(dialog).getByLabelText('URL') as HTMLInputElement).value).toBe('harness-care-guide');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Blog uploaded!')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({
      title: 'Harness care, updated',
      slug: 'harness-care-guide',
      content: post.content,
    });
  });
});
