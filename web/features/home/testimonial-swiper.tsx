/**
 * The Swiper part of the testimonials: loaded only in the browser, only on the home page.
 * Continuous looping autoplay at the spec's speed (3000 ms), 1/2/3/4 slides at
 * 320/768/1024/1280 px. It pauses while hovered, and with its Pause button (moving content
 * needs a way to stop it), and while keyboard focus is inside; with reduced motion it does
 * not autoplay at all.
 */
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Testimonial } from '../../../shared/site-parts.ts';
import { prefersReducedMotion } from '../../lib/use-lazy-module.ts';
import { TestimonialCard } from './testimonial-card.tsx';

export default function TestimonialSwiper({ testimonials }: { testimonials: Testimonial[] }) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  useEffect(() => {
    const element = wrapper.current;
    if (!element || !playing) return;
    const pause = () => swiperRef.current?.autoplay?.stop();
    const resume = () => swiperRef.current?.autoplay?.start();
    element.addEventListener('focusin', pause);
    element.addEventListener('focusout', resume);
    return () => {
      element.removeEventListener('focusin', pause);
      element.removeEventListener('focusout', resume);
    };
  }, [playing]);
  const toggle = () => {
    const autoplay = swiperRef.current?.autoplay;
    if (playing) autoplay?.stop();
    else autoplay?.start();
    setPlaying(!playing);
  };
  return (
    <div className="testimonial-swiper" ref={wrapper}>
      <Swiper
        modules={[Autoplay, A11y]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        loop
        speed={3000}
        spaceBetween={24}
        slidesPerView={1}
        breakpoints={{
          320: { slidesPerView: 1 },
          768: { slidesPerView: 2 },
          1024: { slidesPerView: 3 },
          1280: { slidesPerView: 4 },
        }}
        autoplay={playing ? { delay: 0, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        a11y={{ enabled: true }}
        className="testimonial-swiper--continuous"
      >
        {testimonials.map((testimonial, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: as the static cards (testimonials.tsx).
          <SwiperSlide key={index}>
            <TestimonialCard testimonial={testimonial} />
          </SwiperSlide>
        ))}
      </Swiper>
      <p className="testimonial-swiper__controls">
        <button type="button" className="button button--outline" onClick={toggle}>
          {playing ? 'Pause testimonials' : 'Play testimonials'}
        </button>
      </p>
    </div>
  );
}
