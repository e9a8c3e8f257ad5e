import { parseWithValibot } from '@conform-to/valibot';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import {
  isSitePartName,
  type SitePartName,
  type SitePartState,
  sitePartLabels,
} from '../../../../shared/site-parts.ts';
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
 * The Site screen's clientAction, for any part (`part`): `intent` save (the part's form,
 * checked with the shared schema the API checks: a refused field comes back beside it) or
 * restore (`restore`, the version to bring back), each with the `version` the screen read.
 * Either answers the part as stored now (`saved`), which its section keeps (docs/decisions/059).
 */
export async function siteAction({ request }: { request: Request }): Promise<ActionResult<SitePartState>> {
  const form = await request.formData();
  const part = formText(form, 'part');
  if (!isSitePartName(part)) return { ok: false, error: messages.sitePartUnknown };
  const title = sitePartLabels[part];
  if (formText(form, 'intent') === 'restore') {
    const restored = Number(formText(form, 'restore'));
    return adminChange(
      request,
      async () =>
        succeeded(`${title}: version ${restored} restored.`, {
          saved: await siteApi.restore(part, restored, formVersion(form)),
        }),
      (error) => failed(error, `Could not restore ${title}.`, `Could not restore ${title}.`),
      `Restoring the site's ${part} failed:`,
    );
  }
  const submission = parseWithValibot(form, { schema: sitePartForms[part] });
  if (submission.status !== 'success') return refusedFields(submission);
  return adminChange(
    request,
    async () =>
      succeeded(`${title} saved.`, {
        saved: await siteApi.savePart(part, submission.value, formVersion(form)),
      }),
    (error) => failed(error, `Could not save ${title}.`),
    `Saving the site's ${part} failed:`,
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
