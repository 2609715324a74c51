import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// Vite's defaults, as a new Mantine project builds, plus the same brotli and gzip copies the
// console ships, so both pages travel the same way.
export default defineConfig({
  plugins: [
    react(),
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
      logLevel: 'silent',
    }),
  ],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true },
});
