import { useRef, useState } from 'react';
import type { PublicPhoto } from '../../../shared/api-types.ts';
import type { HeroBanner } from '../../../shared/site-parts.ts';
import { CataloguePhoto } from '../../components/catalogue-photo.tsx';
import { PageLink } from '../../components/page-link.tsx';
import { picturePreload } from '../../components/responsive-picture.tsx';

/** The banners' drawings' size (web/artwork): 5 to 2, as the strip shows every picture. */
const bannerArtwork = { width: 1500, height: 600 };
/** A banner is as wide as the screen. */
const bannerSizes = '100vw';

/**
 * The `<link rel="preload">` of the first banner's picture when it is an upload (the home
 * page's `meta`): the page's LCP image, with the variants its `<picture>` offers.
 */
export function firstBannerPreload(banners: readonly HeroBanner<PublicPhoto>[] | undefined) {
  const picture = banners?.[0]?.picture;
  return picturePreload(picture && 'imageInfo' in picture ? picture.imageInfo : undefined, bannerSizes);
}

/**
 * The home page's banners (1 to 5, the site's settings) in a swipeable strip (CSS scroll snap:
 * no carousel script on the first screen), with a dot linking to each. The first picture is
 * the page's main image.
 */
export function HeroBanners({ banners }: { banners: readonly HeroBanner<PublicPhoto>[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const show = (index: number) => {
    const element = track.current;
    element?.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const element = track.current;
    if (element) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };
  return (
    <section className="hero" aria-label="Highlights">
      <ul className="hero__track" ref={track} onScroll={onScroll}>
        {banners.map((banner, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: banners have no id; their order is their identity on the page
          <li key={index} id={`banner-${index + 1}`} className="hero__slide">
            <CataloguePhoto
              photo={banner.picture}
              alt={banner.picture.alt}
              sizes={bannerSizes}
              artworkSize={bannerArtwork}
              load={index === 0 ? 'main' : 'lazy'}
            />
            <div className="hero__text">
              {index === 0 ? <h1>{banner.headline}</h1> : <h2>{banner.headline}</h2>}
              <p>{banner.text}</p>
              <PageLink to={banner.link} className="button hero__cta">
                {banner.buttonLabel}
              </PageLink>
            </div>
          </li>
        ))}
      </ul>
      {banners.length > 1 && (
        <div className="hero__dots">
          {banners.map((banner, index) => (
            // Links to their slide: before the app runs, the browser scrolls the strip to it
            // (docs/decisions/042); once it runs, the scroll is smooth and the URL stays.
            <a
              // biome-ignore lint/suspicious/noArrayIndexKey: as the slides'
              key={index}
              href={`#banner-${index + 1}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                show(index);
              }}
            >
              <span className="visually-hidden">
                Show banner {index + 1}: {banner.headline}
              </span>
            </a>
          ))}
        </div>
      )}
    </section>
  );
}
