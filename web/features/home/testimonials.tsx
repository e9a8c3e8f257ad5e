import { useRef } from 'react';
import type { Testimonial } from '../../../shared/site-parts.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { TestimonialCard } from './testimonial-card.tsx';

const loadSwiper = () => import('./testimonial-swiper.tsx');

/** Static cards in the HTML (readable without JS), upgraded to the carousel near the viewport. */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const section = useRef<HTMLElement>(null);
  const carousel = useLazyModule(section, loadSwiper);
  const Carousel = carousel?.default;
  return (
    <section
      ref={section}
      className="page-section page-section--cream"
      aria-labelledby="testimonials-heading"
    >
      <div className="container">
        <div className="section-heading">
          <span className="eyebrow">Testimonials</span>
          <h2 id="testimonials-heading">What our customers say</h2>
        </div>
        {Carousel ? (
          <Carousel testimonials={testimonials} />
        ) : (
          <ul className="list-grid testimonial-list">
            {testimonials.map((testimonial, index) => (
              // Two customers may share a name: a testimonial is its place in the list.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list only changes with the page.
              <li key={index}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
