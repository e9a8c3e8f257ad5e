import { publicPageHeaders } from '../../components/page-headers.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { PreviewBanner } from '../../components/preview-banner.tsx';
import { AboutRow } from '../../features/about/about-row.tsx';
import '../../features/about/about.css';
import { loadSiteParts } from '../../lib/site-layout-data.server.ts';
import { siteLayoutDataOf } from '../../lib/site-layout-data.ts';
import type { Route } from './+types/dogbreed';

/**
 * The breeds of the site's settings (issue 34), read with the layout's settings. Also the
 * breeds part's preview link's `/preview/site/<token>/dogbreed` (route id
 * `preview-site-dogbreed`, docs/decisions/066): the page with the link's part, a banner, never indexed.
 */
export const loader = async ({ params }: Route.LoaderArgs) => {
  const preview = params.token === undefined ? undefined : { token: params.token, pagePath: '/dogbreed' };
  const site = await loadSiteParts(['breeds'], preview);
  return { ...site.parts.breeds, preview: site.preview };
};

/** Rendered per request, as its title names the company (issue 34), and kept at the edge as the other pages. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteLayoutDataOf(matches), {
    title: 'Dog breeds',
    description:
      'Eleven popular dog breeds in India and around the world, from the Labrador to the Indian Pariah Dog, and what each needs to stay comfortable.',
    path: '/dogbreed',
    image: '/images/breeds/labrador.svg',
    noindex: loaderData?.preview !== undefined,
  });

export default function DogBreeds({ loaderData: { items, preview } }: Route.ComponentProps) {
  return (
    <>
      {preview && <PreviewBanner expiresText={preview.expiresText} />}
      <PageHero>Dog breeds</PageHero>
      <ol className="breed-list">
        {items.map((breed, index) => (
          <li
            key={breed.slug}
            id={`breed-${breed.slug}`}
            className={`page-section ${index % 2 === 0 ? '' : 'page-section--cream'}`}
          >
            <AboutRow picture={breed.picture} index={index} kind="breed" as="article">
              <span className="breed-number" aria-hidden="true">
                {breed.number}
              </span>
              <h2>{breed.name}</h2>
              <p>{breed.description}</p>
            </AboutRow>
          </li>
        ))}
      </ol>
    </>
  );
}
