import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Static files for `docket serve` (served at `/`); the app routes by hash, so the API's paths stay free.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', reportCompressedSize: true },
  server: {
    proxy: {
      '/games': 'http://127.0.0.1:8080',
      '/lobby': 'http://127.0.0.1:8080',
      '/players': 'http://127.0.0.1:8080',
      '/matches': { target: 'http://127.0.0.1:8080', ws: true },
    },
  },
});
