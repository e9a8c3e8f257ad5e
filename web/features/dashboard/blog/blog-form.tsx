import { type ChangeEvent, type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import type { Blog } from '../../../../shared/api-types.ts';
import { blogListPath, slugify } from '../../../../shared/site-urls.ts';
import { ResponsivePicture } from '../../../components/responsive-picture.tsx';
import { acceptedImageTypes, imageFileProblem } from '../media/image-upload.ts';
import { PhotoUploadStatus } from '../media/photo-upload-status.tsx';
import { useChosenPhoto } from '../media/use-chosen-photo.ts';
import { Spinner } from '../shell/spinner.tsx';
import { type FormProblem, noProblem, versionField } from '../ui/action-result.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Modal } from '../ui/modal.tsx';
import { mayBeStoredAlready, SaveProblem } from '../ui/save-problem.tsx';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';
import { blogManagerPath } from './blog-actions.ts';
import {
  type BlogFormErrors,
  type BlogFormValues,
  blogFormErrors,
  blogFormValues,
} from './blog-form-values.ts';
import './blog.css';

// Quill and its CSS load with the modal, never with a page.
const RichTextEditor = lazy(() => import('../rich-text/rich-text-editor.tsx'));

interface BlogFormProps {
  /** The blog being edited; a new blog when absent. */
  blog?: Blog;
  onSaved: () => void;
  onClose: () => void;
  onDeleteRequest?: (blog: Blog) => void;
}

/** The cover: none, the stored one, or a chosen file (useChosenPhoto holds where it is). */
type ImageChoice = { kind: 'none' } | { kind: 'stored'; key: string } | { kind: 'file' };

/**
 * The 'Upload Blog' modal (also used to edit a blog): title, URL (`/blog/<slug>`, made
 * from the title for a new post until the admin edits it), date, author, tags, optional
 * cover image (checked here, uploaded straight to storage with a progress bar as soon as it is
 * chosen; Save waits until its variants exist: docs/decisions/058), and the rich-text editor.
 * The post itself goes to the blog manager's clientAction; success
 * and failure are reported as notices with the spec's texts, a refusal's message in the form.
 */
export function BlogForm({ blog, onSaved, onClose, onDeleteRequest }: BlogFormProps) {
  const ids = {
    title: useId(),
    slug: useId(),
    date: useId(),
    author: useId(),
    tags: useId(),
    image: useId(),
    content: useId(),
  };
  const [values, setValues] = useState<BlogFormValues>(() => blogFormValues(blog));
  const [errors, setErrors] = useState<BlogFormErrors>({});
  const [image, setImage] = useState<ImageChoice>(
    blog?.image ? { kind: 'stored', key: blog.image } : { kind: 'none' },
  );
  const [imageError, setImageError] = useState('');
  const [formProblem, setFormProblem] = useState<FormProblem>(noProblem);
  const setFormError = (error: string) => setFormProblem({ error });
  const photo = useChosenPhoto();
  // A new post's URL follows its title until the admin edits the URL.
  const [slugEdited, setSlugEdited] = useState(Boolean(blog));
  const saver = useActionFetcher((result) => {
    if (result.ok) {
      onSaved();
      return;
    }
    // A refusal keeps every field as typed (a stale version's 409 included: ADR 052).
    setFormProblem(result);
  });
  const photoPending = image.kind === 'file' && photo.pending;
  const busy = saver.state !== 'idle';
  const saveBlocked = busy || photoPending || mayBeStoredAlready(formProblem, !blog);
  const fileInput = useRef<HTMLInputElement>(null);
  const [initialValues] = useState(values);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [contentEdited, setContentEdited] = useState(false);
  const changed =
    contentEdited ||
    image.kind === 'file' ||
    (image.kind === 'none') !== !blog?.image ||
    (['title', 'slug', 'date', 'author', 'tags'] as const).some((key) => values[key] !== initialValues[key]);
  // Escape, × and Cancel ask first when there is writing to lose.
  const requestClose = () => (changed && !busy ? setConfirmingDiscard(true) : onClose());

  const set = (field: keyof BlogFormValues) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function setTitle(event: ChangeEvent<HTMLInputElement>) {
    const title = event.target.value;
    setValues((current) => ({ ...current, title, slug: slugEdited ? current.slug : slugify(title, '') }));
  }

  function setSlug(event: ChangeEvent<HTMLInputElement>) {
    setSlugEdited(true);
    set('slug')(event);
  }

  function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    setImageError(problem ?? '');
    if (problem) {
      event.target.value = '';
      return;
    }
    photo.choose(file);
    setImage({ kind: 'file' });
  }

  function removeImage() {
    photo.clear();
    setImage({ kind: 'none' });
    setImageError('');
    if (fileInput.current) fileInput.current.value = '';
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saveBlocked) return;
    const found = blogFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (image.kind === 'file' && !photo.readyKey) {
      // Only a failed photo gets here (Save waits while one uploads or is processed).
      setFormError('The cover could not be uploaded or processed. Retry it, remove it or choose another.');
      return;
    }
    setFormError('');
    const imageKey =
      image.kind === 'none' ? '' : image.kind === 'stored' ? image.key : (photo.readyKey ?? '');
    saver.submit(
      {
        ...values,
        image: imageKey,
        intent: blog ? 'update' : 'create',
        id: blog?._id ?? '',
        version: versionField(blog),
      },
      { method: 'post', action: blogManagerPath },
    );
  }

  // A chosen file shows itself; a stored image its variants (a post stored before variants, the placeholder).
  const preview =
    image.kind === 'file' && photo.chosen ? (
      <img src={photo.chosen.preview} alt="Cover preview" />
    ) : image.kind === 'stored' ? (
      <ResponsivePicture imageInfo={blog?.imageInfo} sizes="200px" alt="Cover preview" />
    ) : null;
  const field = (name: keyof BlogFormValues, label: string, input: React.ReactNode) => (
    <div className="dash-field">
      <label htmlFor={ids[name]}>{label}</label>
      {input}
      {errors[name] && (
        <p id={`${ids[name]}-error`} className="dash-field__error">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const described = (name: keyof BlogFormValues) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${ids[name]}-error` } : {};

  return (
    <Modal title={blog ? 'Edit Blog' : 'Upload Blog'} onClose={requestClose} size="wide">
      <form onSubmit={submit} noValidate className="dash-form">
        <div className="dash-form__row">
          {field(
            'title',
            'Title',
            <input
              id={ids.title}
              data-autofocus
              required
              value={values.title}
              onChange={setTitle}
              {...described('title')}
            />,
          )}
        </div>
        <div className="dash-field">
          <label htmlFor={ids.slug}>URL</label>
          <div className="dash-slug">
            <span id={`${ids.slug}-prefix`} className="dash-slug__prefix">
              {blogListPath}/
            </span>
            <input
              id={ids.slug}
              required
              value={values.slug}
              onChange={setSlug}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              inputMode="url"
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby={`${ids.slug}-prefix${errors.slug ? ` ${ids.slug}-error` : ''}`}
            />
          </div>
          {errors.slug && (
            <p id={`${ids.slug}-error`} className="dash-field__error">
              {errors.slug}
            </p>
          )}
        </div>
        <div className="dash-form__row dash-form__row--three">
          {field(
            'date',
            'Date',
            <input
              id={ids.date}
              type="date"
              required
              value={values.date}
              onChange={set('date')}
              {...described('date')}
            />,
          )}
          {field(
            'author',
            'Author',
            <input
              id={ids.author}
              required
              value={values.author}
              onChange={set('author')}
              {...described('author')}
            />,
          )}
          {field(
            'tags',
            'Tags (comma separated)',
            <input
              id={ids.tags}
              value={values.tags}
              onChange={set('tags')}
              placeholder="Harness, Care"
              {...described('tags')}
            />,
          )}
        </div>
        <div className="dash-field">
          <label htmlFor={ids.image}>Cover image (optional)</label>
          <input
            ref={fileInput}
            id={ids.image}
            type="file"
            accept={acceptedImageTypes}
            onChange={chooseImage}
          />
          {imageError && (
            <p className="dash-field__error" role="alert">
              {imageError}
            </p>
          )}
          {preview && (
            <div className="dash-image-preview">
              {preview}
              <button
                type="button"
                className="dash-button dash-button--small dash-button--secondary"
                onClick={removeImage}
              >
                Remove
              </button>
            </div>
          )}
          {image.kind === 'file' && photo.chosen && (
            <PhotoUploadStatus upload={photo.chosen.upload} name="the cover" onRetry={photo.retry} />
          )}
        </div>
        <div className="dash-field">
          <span id={ids.content} className="dash-field__label">
            Content
          </span>
          <Suspense fallback={<Spinner label="Loading the editor…" />}>
            <RichTextEditor
              initialHtml={blog?.content ?? ''}
              labelId={ids.content}
              onChange={(content, byUser) => {
                setValues((current) => ({ ...current, content }));
                if (byUser) setContentEdited(true);
              }}
            />
          </Suspense>
          {errors.content && <p className="dash-field__error">{errors.content}</p>}
        </div>
        <SaveProblem problem={formProblem} />
        <div className="dash-form__actions">
          {blog && onDeleteRequest && (
            <button
              type="button"
              className="dash-button dash-button--danger-outline dash-form__action-start"
              onClick={() => onDeleteRequest(blog)}
            >
              Delete blog
            </button>
          )}
          <button type="button" className="dash-button dash-button--secondary" onClick={requestClose}>
            Cancel
          </button>
          <button type="submit" className="dash-button dash-button--primary" disabled={saveBlocked}>
            {busy ? 'Saving…' : photoPending ? 'Waiting for the cover…' : blog ? 'Save changes' : 'Upload'}
          </button>
        </div>
      </form>
      {confirmingDiscard && (
        <ConfirmDialog
          title="Discard changes?"
          confirmLabel="Discard"
          onConfirm={onClose}
          onClose={() => setConfirmingDiscard(false)}
        >
          <p>What you wrote in this post will be lost.</p>
        </ConfirmDialog>
      )}
    </Modal>
  );
}
