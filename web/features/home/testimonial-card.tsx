import type { Testimonial } from '../../../shared/site-parts.ts';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial-card">
      <blockquote>
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption>
        <strong>{testimonial.name}</strong>
        <span>{testimonial.city}</span>
      </figcaption>
    </figure>
  );
}
