import { useRef } from 'react';
import { testimonials } from '../../../shared/site-content.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { TestimonialCard } from './testimonial-card.tsx';

const loadSwiper = () => import('./testimonial-swiper.tsx');

/** Static cards in the HTML (prerendered, readable without JS), upgraded to the carousel near the viewport. */
export function Testimonials() {
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
          <Carousel />
        ) : (
          <ul className="list-grid testimonial-list">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
