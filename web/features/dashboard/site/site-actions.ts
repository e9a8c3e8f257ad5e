import { parseWithValibot } from '@conform-to/valibot';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { indiaLocalToUtc } from '../../../../shared/india-time.ts';
import {
  isSitePartName,
  type SiteDraftState,
  type SitePartName,
  type SitePartState,
  sitePartLabels,
} from '../../../../shared/site-parts.ts';
import { siteMessages } from '../../../../shared/site-settings.ts';
import { messages } from '../../../../shared/validation.ts';
import { adminChange, adminLoad } from '../shell/login-redirect.ts';
import { type ActionResult, failed, refusedFields, succeeded } from '../ui/action-result.ts';
import { formText, formVersion } from '../ui/form-fields.ts';
import { afterAction } from '../ui/revalidation.ts';
import { siteApi } from './site-api.ts';
import { sitePartForms } from './site-form.ts';

/** The query parameter naming the part whose history the screen shows. */
export const historyParam = 'history';

export type SiteScreenData = Awaited<ReturnType<typeof loadSite>>;

/** The part whose history `?history=` asks for, if it names one. */
function historyPart(request: Request): SitePartName | undefined {
  const part = new URL(request.url).searchParams.get(historyParam) ?? '';
  return isSitePartName(part) ? part : undefined;
}

/**
 * The Site screen's clientLoader: every part as stored and the placeholders left
 * (`GET /api/admin/site`), and with `?history=<part>` that part's kept versions too, asked
 * for at the same time.
 */
export function loadSite({ request }: { request: Request }) {
  const part = historyPart(request);
  return adminLoad(request, 'the site settings', async () => {
    const [site, history] = await Promise.all([
      siteApi.site(request.signal),
      part ? siteApi.versions(part, request.signal) : undefined,
    ]);
    return { site, history: part && history ? { part, versions: history.versions } : undefined };
  });
}

/**
 * What an action changed of a part, which its section keeps (docs/decisions/059): the live
 * part when it changed, and its draft (null: none any more; absent: unchanged).
 */
export interface SiteAnswer<P extends SitePartName = SitePartName> {
  live?: SitePartState<P>;
  draft?: SiteDraftState<P> | null;
}

/** The draft's version the form read (0: none). */
const draftVersionOf = (form: FormData) => Number(formText(form, 'draftVersion') || 0);

/**
 * The Site screen's clientAction, for any part (`part`): `intent` save (the part's form,
 * checked with the shared schema the API checks: a refused field comes back beside it; the
 * pressed button's `publishing` says publish, keep as a draft, or schedule the draft at
 * `publishAt`, India's time), discard (the draft), or restore (`restore`, the version to bring
 * back), each with the `version` and `draftVersion` the screen read. Each answers what it
 * changed (`saved`), which the part's section keeps (docs/decisions/059).
 */
export async function siteAction({ request }: { request: Request }): Promise<ActionResult<SiteAnswer>> {
  const form = await request.formData();
  const part = formText(form, 'part');
  if (!isSitePartName(part)) return { ok: false, error: siteMessages.sitePartUnknown };
  const title = sitePartLabels[part];
  // A refusal of a dialog's change (restore, discard) is also a notice: no form shows it.
  const change = (notice: string, saving: () => Promise<SiteAnswer>, refused: string, dialog = false) =>
    adminChange(
      request,
      async () => succeeded(notice, { saved: await saving() }),
      (error) => failed(error, refused, dialog ? refused : undefined),
      `${refused} (site part ${part})`,
    );
  const intent = formText(form, 'intent');
  if (intent === 'restore') {
    const restored = Number(formText(form, 'restore'));
    return change(
      `${title}: version ${restored} restored.`,
      async () => ({ live: await siteApi.restore(part, restored, formVersion(form)) }),
      `Could not restore ${title}.`,
      true,
    );
  }
  if (intent === 'discard')
    return change(
      `The draft of ${title} was discarded.`,
      async () => {
        await siteApi.discardDraft(part, draftVersionOf(form));
        return { draft: null };
      },
      `Could not discard the draft of ${title}.`,
      true,
    );
  const submission = parseWithValibot(form, { schema: sitePartForms[part] });
  if (submission.status !== 'success') return refusedFields(submission);
  const publishing = formText(form, 'publishing');
  if (publishing === 'publish')
    return change(
      `${title} published.`,
      async () => ({
        live: await siteApi.savePart(part, submission.value, formVersion(form), draftVersionOf(form)),
        draft: null,
      }),
      `Could not publish ${title}.`,
    );
  const publishAt = publishing === 'schedule' ? indiaLocalToUtc(formText(form, 'publishAt')) : undefined;
  if (publishing === 'schedule' && !publishAt) return { ok: false, error: messages.publishAt };
  return change(
    publishAt ? `${title} scheduled.` : `Draft of ${title} saved.`,
    async () => ({
      draft: await siteApi.saveDraft(part, submission.value, draftVersionOf(form), publishAt),
    }),
    `Could not save the draft of ${title}.`,
  );
}

/**
 * After a save or a restore the section keeps the part as the action answered it, so the
 * screen is read again only while it shows a history, which the change has made longer
 * (docs/decisions/059). A navigation reads it as usual.
 */
export function siteRevalidation(args: ShouldRevalidateFunctionArgs): boolean {
  if (!afterAction(args)) return args.defaultShouldRevalidate;
  // React Router hands the action's answer over untyped; the screen's action answers an ActionResult.
  const result = args.actionResult as ActionResult | undefined;
  return result?.ok === true && args.nextUrl.searchParams.has(historyParam);
}
