import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadTicket } from '../../shared/api-types.ts';
import { messages } from '../../shared/validation.ts';
import { BlogForm } from '../../web/features/dashboard/blog-form.tsx';
import { blogFormErrors } from '../../web/features/dashboard/blog-form-values.ts';
import { imageFileProblem } from '../../web/features/dashboard/image-upload.ts';
import { NoticeProvider } from '../../web/features/dashboard/notices.tsx';
import { fakeApi } from './dashboard-fake-api.ts';

const ticket: UploadTicket = {
  url: 'http://storage.test/pawcraft-uploads',
  fields: { key: 'uploads/2026/11/abc.png', Policy: 'p', 'X-Amz-Signature': 's' },
  key: 'uploads/2026/11/abc.png',
  maxBytes: 5 * 1024 * 1024,
};

/** Stands in for the browser's XMLHttpRequest: records the presigned POST and reports progress. */
class FakeUpload {
  static sent: { url: string; form: FormData }[] = [];
  upload = new EventTarget();
  status = 0;
  private url = '';
  private listeners: Record<string, () => void> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners[name] = listener;
  }
  send(form: FormData) {
    FakeUpload.sent.push({ url: this.url, form });
    const progress = Object.assign(new Event('progress'), { lengthComputable: true, loaded: 5, total: 10 });
    this.upload.dispatchEvent(progress);
    this.status = 204;
    queueMicrotask(() => this.listeners.load?.());
  }
}

function renderForm(onSaved = vi.fn(), onClose = vi.fn()) {
  render(
    <NoticeProvider>
      <BlogForm onSaved={onSaved} onClose={onClose} />
    </NoticeProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Upload Blog' });
  return { dialog, onSaved, onClose };
}

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

function chooseFile(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByLabelText('Cover image (optional)'), { target: { files: [file] } });
}

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('blog form rules', () => {
  it('requires title, date and author with the shared messages; tags and image are optional', () => {
    expect(blogFormErrors({ title: ' ', date: '', author: '', tags: '', content: '' })).toEqual({
      title: messages.titleRequired,
      date: messages.dateRequired,
      author: messages.authorRequired,
    });
    expect(blogFormErrors({ title: 'T', date: '2026-01-02', author: 'A', tags: '', content: '' })).toEqual(
      {},
    );
  });

  it('accepts only jpeg, png, webp and gif up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe(messages.imageType);
    expect(imageFileProblem({ type: 'image/webp', size: 5 * 1024 * 1024 + 1 })).toBe(messages.imageSize);
  });
});

describe('the Upload Blog modal', () => {
  it('shows field messages and sends nothing when required fields are empty', async () => {
    const { seen } = fakeApi({});
    const { dialog } = renderForm();
    fill(dialog, 'Date', '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText(messages.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.dateRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.authorRequired)).toBeTruthy();
    expect(within(dialog).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(seen).toHaveLength(0);
  });

  it('refuses a wrong image type in the browser', () => {
    fakeApi({});
    const { dialog } = renderForm();
    chooseFile(dialog, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(messages.imageType);
    expect(within(dialog).queryByAltText('Cover preview')).toBeNull();
  });

  it('uploads the image with the presigned POST (file last), then saves the blog with its key', async () => {
    const { seen } = fakeApi({
      'POST /api/uploads': { body: ticket },
      'POST /api/blogs': { status: 201, body: { _id: 'b1' } },
    });
    const { dialog, onSaved } = renderForm();
    fill(dialog, 'Title', 'Harness care');
    fill(dialog, 'Date', '2026-11-20');
    fill(dialog, 'Author', 'Meera');
    fill(dialog, 'Tags (comma separated)', 'Care, Harness');
    chooseFile(dialog, new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' }));
    expect(within(dialog).getByAltText('Cover preview').getAttribute('src')).toBe('blob:preview');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const notice = await screen.findByText('Blog uploaded!', {}, { timeout: 3000 });
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(onSaved).toHaveBeenCalledOnce();
    expect(seen.find((r) => r.path === '/api/uploads')?.body).toEqual({ contentType: 'image/png', size: 10 });
    const [{ url, form }] = FakeUpload.sent;
    expect(url).toBe(ticket.url);
    expect([...form.keys()]).toEqual(['key', 'Policy', 'X-Amz-Signature', 'file']);
    expect(seen.find((r) => r.path === '/api/blogs')?.body).toEqual({
      title: 'Harness care',
      date: '2026-11-20',
      author: 'Meera',
      tags: 'Care, Harness',
      content: '',
      image: ticket.key,
    });
  });

  it("reports 'Failed to upload blog.' as an alert and logs the error", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'POST /api/blogs': { status: 503, body: { message: 'The database is busy.' } } });
    const { dialog, onSaved } = renderForm();
    fill(dialog, 'Title', 'T');
    fill(dialog, 'Author', 'A');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Failed to upload blog.×'),
    );
    expect(logged).toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('closing the modal', () => {
  it('closes at once when nothing was written', () => {
    fakeApi({});
    const { dialog, onClose } = renderForm();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks before throwing away what was written; Escape in the question keeps the form', async () => {
    fakeApi({});
    const { dialog, onClose } = renderForm();
    fill(dialog, 'Title', 'Half a post');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    let question = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    question = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
