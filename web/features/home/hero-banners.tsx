import { useRef, useState } from 'react';
import { PageLink } from '../../components/page-link.tsx';

const banners = [
  {
    image: '/images/banners/hero-1.svg',
    alt: 'Dogs and cats wearing harnesses and bandanas in a park',
    heading: 'Handcrafted pet accessories from Dehradun',
    text: 'Harnesses, collars, leashes, jackets, beds and cave huts, made by our own craftspeople.',
    cta: { to: '/product', label: 'Explore products' },
  },
  {
    image: '/images/banners/hero-2.svg',
    alt: 'A dog and a cat resting on a lounger and in a cave bed',
    heading: 'Cosy beds, loungers and cave huts',
    text: 'Soft, washable bedding that pets love and pet shops reorder.',
    cta: { to: '/category-products', label: 'Browse by category' },
  },
  {
    image: '/images/banners/hero-3.svg',
    alt: 'Cartons of pet accessories ready for export',
    heading: 'Made in India, shipped worldwide',
    text: 'Private labels, custom colours and reliable delivery for importers and brands.',
    cta: { to: '/contact', label: 'Ask for a quote' },
  },
] as const;

/** Three banners in a swipeable strip (CSS scroll snap: no carousel script on the first screen), with a dot linking to each. */
export function HeroBanners() {
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
          <li key={banner.image} id={`banner-${index + 1}`} className="hero__slide">
            <img
              src={banner.image}
              alt={banner.alt}
              width={1500}
              height={600}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
            />
            <div className="hero__text">
              {index === 0 ? <h1>{banner.heading}</h1> : <h2>{banner.heading}</h2>}
              <p>{banner.text}</p>
              <PageLink to={banner.cta.to} className="button hero__cta">
                {banner.cta.label}
              </PageLink>
            </div>
          </li>
        ))}
      </ul>
      <div className="hero__dots">
        {banners.map((banner, index) => (
          // Links to their slide: before the app runs, the browser scrolls the strip to it
          // (docs/decisions/042); once it runs, the scroll is smooth and the URL stays.
          <a
            key={banner.image}
            href={`#banner-${index + 1}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              show(index);
            }}
          >
            <span className="visually-hidden">
              Show banner {index + 1}: {banner.heading}
            </span>
          </a>
        ))}
      </div>
    </section>
  );
}
