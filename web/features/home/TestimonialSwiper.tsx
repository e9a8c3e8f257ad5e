/**
 * The Swiper part of the testimonials: loaded only in the browser, only on the home page.
 * Continuous looping autoplay at the spec's speed (3000 ms), 1/2/3/4 slides at
 * 320/768/1024/1280 px; paused while hovered or focused; no autoplay with reduced motion.
 */
import { useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { testimonials } from '../../../shared/site-content.ts';
import { prefersReducedMotion } from '../carousel/use-lazy-module.ts';
import { TestimonialCard } from './TestimonialCard.tsx';

export default function TestimonialSwiper() {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const animate = !prefersReducedMotion();
  const pause = () => swiperRef.current?.autoplay?.stop();
  const resume = () => {
    if (animate) swiperRef.current?.autoplay?.start();
  };
  return (
    <div className="testimonial-swiper" onFocus={pause} onBlur={resume}>
      <Swiper
        modules={[Autoplay, A11y]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        loop
        speed={3000}
        spaceBetween={24}
        slidesPerView={1}
        breakpoints={{ 320: { slidesPerView: 1 }, 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 }, 1280: { slidesPerView: 4 } }}
        autoplay={animate ? { delay: 0, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        a11y={{ enabled: true }}
        className={animate ? 'testimonial-swiper--continuous' : undefined}
      >
        {testimonials.map((testimonial) => (
          <SwiperSlide key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
