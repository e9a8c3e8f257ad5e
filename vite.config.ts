import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * React, React DOM and React Router go into one `framework` chunk. Every page loads all of
 * them, and Rolldown's automatic splitting cut them into six modules by which route imports
 * what (entry, utils, components, errorBoundaries, lib, jsx-runtime). One file is 3.4 KB
 * smaller gzipped than the six, and on a phone on slow 4G (150 ms a round trip, six
 * connections) four fewer requests after `load`, when a page fetches its modules
 * (docs/decisions/036, update of 2026-11-24). Quill and Swiper stay lazy chunks of their own.
 */
const frameworkModules = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

export default defineConfig({
  publicDir: 'web/public',
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'framework', test: frameworkModules }] } },
    },
  },
});
