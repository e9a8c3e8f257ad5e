import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type SitePartName, sitePartLabels } from '../../../../shared/site-parts.ts';
import { Spinner } from '../shell/spinner.tsx';
import { useLeaveGuard } from '../ui/leave-guard.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { CompanySection } from './company-section.tsx';
import type { SiteScreenData } from './site-actions.ts';
import { seoFormValue, sitePartForms } from './site-form.ts';
import { type SitePartProps, SitePartSection, SiteTextField, useSitePartForm } from './site-section.tsx';
import './site.css';

/** What search engines show for the site: the home page's title and description, and any page's fallback description. */
function SeoSection(props: SitePartProps<'seo'>) {
  const { fields, section } = useSitePartForm('seo', props, sitePartForms.seo, seoFormValue);
  return (
    <SitePartSection
      {...section}
      hint="What search engines and link previews show for the home page; the description is also that of any page without its own."
    >
      <SiteTextField
        part="seo"
        field={fields.title}
        label="Title"
        hint="The home page's title; every other page's title ends with the company name."
      />
      <SiteTextField
        part="seo"
        field={fields.description}
        label="Description"
        hint="One or two sentences, on one line (at most 300 characters)."
        rows={3}
      />
    </SitePartSection>
  );
}

// Asked for as the screen's module loads, not in its first load (content-sections.ts).
const contentSections = () => import('./content-sections.ts');
const HomeSection = lazy(() => contentSections().then((module) => ({ default: module.HomeSection })));
const AboutSection = lazy(() => contentSections().then((module) => ({ default: module.AboutSection })));
const BreedsSection = lazy(() => contentSections().then((module) => ({ default: module.BreedsSection })));
const TestimonialsSection = lazy(() =>
  contentSections().then((module) => ({ default: module.TestimonialsSection })),
);

/** A lazy section, a spinner under its heading while its module loads. */
function LazySection({ part, children }: { part: SitePartName; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <section className="dash-panel dash-site-part" aria-label={sitePartLabels[part]}>
          <Spinner label={`Loading ${sitePartLabels[part]}…`} />
        </section>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * A link to `/dashboard/site#<field id>` (the launch checklist's) focuses that field once the
 * screen shows; a group's id (the map pin) its first field.
 */
function useFieldFromHash(contentShown: boolean) {
  const { hash } = useLocation();
  // Again once the lazy sections show: the field may be one of theirs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentShown is when to look again
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const field = target?.matches('input, textarea, select')
      ? target
      : target?.querySelector<HTMLElement>('input, textarea, select');
    field?.focus();
  }, [hash, contentShown]);
}

/**
 * `/dashboard/site`: the site's settings, each part a form of its own with its history
 * (Company, Home, About, Testimonials, Breeds, Search engines). Leaving with unsaved changes in any of them asks first.
 */
export function SitePage({ data }: { data: SiteScreenData }) {
  const { parts, drafts } = data.site;
  const [unsaved, setUnsaved] = useState<Partial<Record<SitePartName, boolean>>>({});
  const markUnsaved = useCallback(
    (part: SitePartName, changed: boolean) =>
      setUnsaved((marked) => (marked[part] === changed ? marked : { ...marked, [part]: changed })),
    [],
  );
  const leaveGuard = useLeaveGuard(Object.values(unsaved).some(Boolean));
  const [contentShown, setContentShown] = useState(false);
  useEffect(() => {
    contentSections().then(
      () => setContentShown(true),
      () => undefined, // a section's Suspense says nothing of it; the next load tries again
    );
  }, []);
  useFieldFromHash(contentShown);
  return (
    <div className="dash-page dash-site">
      <PageHeader title="Site" />
      <p className="dash-hint">
        What every page of the site says about the company. Each part is saved on its own, as a draft visitors
        do not see until you publish it; History brings back an earlier version.
      </p>
      <CompanySection
        loaded={parts.company}
        loadedDraft={drafts.company}
        history={data.history}
        onUnsaved={markUnsaved}
      />
      <LazySection part="home">
        <HomeSection
          loaded={parts.home}
          loadedDraft={drafts.home}
          history={data.history}
          onUnsaved={markUnsaved}
        />
      </LazySection>
      <LazySection part="about">
        <AboutSection
          loaded={parts.about}
          loadedDraft={drafts.about}
          history={data.history}
          onUnsaved={markUnsaved}
        />
      </LazySection>
      <LazySection part="testimonials">
        <TestimonialsSection
          loaded={parts.testimonials}
          loadedDraft={drafts.testimonials}
          history={data.history}
          onUnsaved={markUnsaved}
        />
      </LazySection>
      <LazySection part="breeds">
        <BreedsSection
          loaded={parts.breeds}
          loadedDraft={drafts.breeds}
          history={data.history}
          onUnsaved={markUnsaved}
        />
      </LazySection>
      <SeoSection
        loaded={parts.seo}
        loadedDraft={drafts.seo}
        history={data.history}
        onUnsaved={markUnsaved}
      />
      {leaveGuard.prompt}
    </div>
  );
}
