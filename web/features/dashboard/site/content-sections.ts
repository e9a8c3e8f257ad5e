/**
 * The Home, About, Testimonials and Breeds sections of the Site screen, with their pictures'
 * field (upload, preview) and lists: a module of their own, loaded as the screen opens but not in its first
 * load, which stays within the dashboard's 150 KB (issue 34, docs/decisions/062).
 */
export { AboutSection } from './about-section.tsx';
export { BreedsSection } from './breeds-section.tsx';
export { HomeSection } from './home-section.tsx';
export { TestimonialsSection } from './testimonials-section.tsx';
