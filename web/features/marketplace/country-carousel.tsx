import { useRef } from 'react';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { type CountryCarouselProps, CountryToggle } from './country-toggle.tsx';

const loadSwiper = () => import('./country-swiper.tsx');

/** A row of country buttons at once, upgraded to a Swiper carousel when it has loaded. */
export function CountryCarousel(props: CountryCarouselProps) {
  const container = useRef<HTMLDivElement>(null);
  const loaded = useLazyModule(container, loadSwiper);
  const Swiper = loaded?.default;
  return (
    <div ref={container} className="country-carousel">
      {Swiper ? (
        <Swiper {...props} />
      ) : (
        <ul className="list-grid country-carousel__static">
          {props.countries.map((country) => (
            <li key={country._id}>
              <CountryToggle
                country={country}
                expanded={props.expandedId === country._id}
                onToggle={props.onToggle}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
