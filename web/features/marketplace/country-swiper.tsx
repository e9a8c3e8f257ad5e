/**
 * The Swiper part of the country carousel (browser only, marketplace only): 2/4/6 slides
 * at 640/768/1024 px with a 16 px gap, as the spec sets; arrows and keyboard to move.
 */
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { type CountryCarouselProps, CountryToggle } from './country-toggle.tsx';

export default function CountrySwiper({ countries, expandedId, onToggle }: CountryCarouselProps) {
  return (
    <Swiper
      modules={[Navigation, Keyboard, A11y]}
      navigation
      keyboard={{ enabled: true, onlyInViewport: true }}
      spaceBetween={16}
      slidesPerView={2}
      breakpoints={{ 640: { slidesPerView: 2 }, 768: { slidesPerView: 4 }, 1024: { slidesPerView: 6 } }}
      watchSlidesProgress
    >
      {countries.map((country) => (
        <SwiperSlide key={country._id}>
          <CountryToggle country={country} expanded={expandedId === country._id} onToggle={onToggle} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
