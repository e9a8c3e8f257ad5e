import { breedImage, breeds } from '../../../shared/breeds.ts';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import '../../features/about/about.css';
import { siteLayoutDataOf } from '../../lib/site-layout-data.ts';
import type { Route } from './+types/dogbreed';

/** Rendered per request, as its title names the company (issue 34), and kept at the edge as the other pages. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteLayoutDataOf(matches), {
    title: 'Dog breeds',
    description:
      'Eleven popular dog breeds in India and around the world, from the Labrador to the Indian Pariah Dog, and what each needs to stay comfortable.',
    path: '/dogbreed',
    image: '/images/breeds/labrador.svg',
  });

export default function DogBreeds() {
  return (
    <>
      <PageHero>Dog breeds</PageHero>
      <ol className="breed-list">
        {breeds.map((breed, index) => (
          <li key={breed.slug} className={`page-section ${index % 2 === 0 ? '' : 'page-section--cream'}`}>
            <article className={`container about-row ${index % 2 === 1 ? 'about-row--reversed' : ''}`}>
              <img
                src={breedImage(breed)}
                alt={`Illustration of a ${breed.breed}`}
                width={600}
                height={600}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <div>
                <span className="breed-number" aria-hidden="true">
                  {breed.number}
                </span>
                <h2>{breed.breed}</h2>
                <p>{breed.description}</p>
              </div>
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}
