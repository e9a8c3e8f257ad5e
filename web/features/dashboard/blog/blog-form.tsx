import { getFormProps, getInputProps } from '@conform-to/react';
import { useRef, useState } from 'react';
import type { Blog } from '../../../../shared/api-types.ts';
import { PublicationButtons } from '../publishing/publication-controls.tsx';
import { PublicationFields } from '../publishing/publication-fields.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EditConflictDialog, FormDraftsKeeper } from '../ui/drafts/draft-controls.tsx';
import type { TheirVersion } from '../ui/drafts/edit-conflict.tsx';
import type { FormDraftsHandle } from '../ui/drafts/form-drafts.tsx';
import { HistoryControl } from '../ui/history/history-control.tsx';
import { useLeaveGuard } from '../ui/leave-guard.tsx';
import { Modal } from '../ui/modal.tsx';
import { PreviewLinkControl } from '../ui/preview-link-control.tsx';
import { mayBeStoredAlready, SaveProblem } from '../ui/save-problem.tsx';
import { useDashboardForm } from '../ui/use-dashboard-form.ts';
import { blogFormTitle, blogManagerPath } from './blog-actions.ts';
import { blogApi } from './blog-api.ts';
import { BlogCoverField, useBlogCover } from './blog-cover-field.tsx';
import { blogFormDefaults, blogFormSchema } from './blog-form-values.ts';
import { BlogContentField, BlogPostFields } from './blog-post-fields.tsx';
import './blog.css';

export interface BlogFormProps {
  /** The blog being edited; a new blog when absent. */
  blog?: Blog;
  onSaved: () => void;
  onClose: () => void;
  onDeleteRequest?: (blog: Blog) => void;
  /** A version restored from its History (docs/decisions/067): the form starts again from it. */
  onRestored?: (blog: Blog) => void;
}

/**
 * The 'Upload Blog' modal (also used to edit a blog): the post's fields, an optional cover
 * image (uploaded as soon as it is chosen; Save waits until its variants exist) and the
 * rich-text editor, one form through Conform (docs/decisions/061) checked with the shared blog
 * schema, in the browser and again by the blog manager's clientAction, which saves it. Success
 * and failure are notices with the spec's texts; a refusal's message stays in the form, with
 * everything typed (a stale version's 409 included: docs/decisions/052). Closing it, or leaving
 * the page, asks first when something is unsaved.
 */
export function BlogForm({ blog, onSaved, onClose, onDeleteRequest, onRestored }: BlogFormProps) {
  const drafts = useRef<FormDraftsHandle>(null);
  const [comparing, setComparing] = useState(false);
  const [defaults] = useState(() => blogFormDefaults(blog));
  const { form, fields, fetcher, problem, clearProblem, busy } = useDashboardForm({
    schema: blogFormSchema,
    defaultValue: defaults,
    onDone: (result) => {
      if (result.ok) {
        drafts.current?.saved();
        onSaved();
      } else if (result.reload === 'changed') setComparing(true);
    },
  });
  const cover = useBlogCover(fields.image);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const unsaved = form.dirty || cover.chosen;
  const leaveGuard = useLeaveGuard(unsaved);
  // Escape, × and Cancel ask first when there is writing to lose.
  const requestClose = () => (unsaved && !busy ? setConfirmingDiscard(true) : onClose());
  const formProps = getFormProps(form);

  return (
    <Modal title={blogFormTitle(blog)} onClose={requestClose} size="wide">
      <fetcher.Form
        method="post"
        action={blogManagerPath}
        {...formProps}
        onSubmit={(event) => {
          // The fields first (Conform: each message beside its field, the first focused), then the cover.
          formProps.onSubmit(event);
          if (!event.defaultPrevented && !cover.readyToSave()) event.preventDefault();
        }}
        className="dash-form"
      >
        <input {...getInputProps(fields.id, { type: 'hidden' })} />
        <input {...getInputProps(fields.version, { type: 'hidden' })} />
        <FormDraftsKeeper
          kind="blog"
          id={blog?._id}
          value={form.value ?? {}}
          unsaved={unsaved}
          baseVersion={blog?.version}
          stored={defaults ?? {}}
          update={form.update}
          handle={drafts}
        />
        {blog && <HistoryControl kind="blog" item={blog} unsaved={unsaved} onRestored={onRestored} />}
        <BlogPostFields fields={fields} isNew={!blog} update={form.update} />
        <BlogCoverField cover={cover} imageInfo={blog?.imageInfo} />
        <BlogContentField field={fields.content} />
        <PublicationFields stored={blog} publishAt={fields.publishAt} unpublishAt={fields.unpublishAt} />
        <PreviewLinkControl kind="blog" form={form} schema={blogFormSchema} />
        <SaveProblem problem={problem} />

        <BlogFormActions
          blog={blog}
          onDeleteRequest={onDeleteRequest}
          onCancel={requestClose}
          saveBlocked={busy || cover.pending || mayBeStoredAlready(problem, !blog)}
          busyLabel={busy ? 'Saving…' : cover.pending ? 'Waiting for the cover…' : undefined}
        />
      </fetcher.Form>
      {confirmingDiscard && (
        <ConfirmDialog
          title="Discard changes?"
          confirmLabel="Discard"
          onConfirm={() => {
            drafts.current?.discarded();
            onClose();
          }}
          onClose={() => setConfirmingDiscard(false)}
        >
          <p>What you wrote in this post will be lost.</p>
        </ConfirmDialog>
      )}
      {comparing && blog && (
        <EditConflictDialog
          noun="post"
          yours={{ title: form.value?.title ?? '', html: form.value?.content ?? '' }}
          loadTheirs={() =>
            blogApi
              .blog(blog._id)
              .then((item) => ({ ...theirVersionOf(item), take: () => onRestored?.(item) }))
          }
          onKeepMine={(theirs) => {
            // Explicit: the next save sends their version, so it replaces theirs.
            form.update({ name: fields.version.name, value: String(theirs.version) });
            clearProblem();
            setComparing(false);
          }}
          onClose={() => setComparing(false)}
        />
      )}
      {leaveGuard.prompt}
    </Modal>
  );
}

/** The post as stored now, as the edit conflict shows it. */
const theirVersionOf = (item: Blog): Omit<TheirVersion, 'take'> => ({
  title: item.title,
  html: item.content,
  version: item.version ?? 0,
  savedAt: item.updatedAt,
});

/**
 * The form's buttons: Delete blog (an edit, where the page offers it), Cancel, and the
 * publishing ones (Save draft, Schedule, Publish; a published post's Unpublish and Save changes).
 */
function BlogFormActions({
  blog,
  onDeleteRequest,
  onCancel,
  saveBlocked,
  busyLabel,
}: Pick<BlogFormProps, 'blog' | 'onDeleteRequest'> & {
  onCancel: () => void;
  saveBlocked: boolean;
  busyLabel?: string;
}) {
  return (
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
      <button type="button" className="dash-button dash-button--secondary" onClick={onCancel}>
        Cancel
      </button>
      <PublicationButtons
        stored={blog}
        blocked={saveBlocked}
        busyLabel={busyLabel}
        saveLabel="Save changes"
      />
    </div>
  );
}
