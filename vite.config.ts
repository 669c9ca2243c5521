import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // an app, not a library: no entry keeps exports for others (what inlining below requires)
      preserveEntrySignatures: false,
      output: {
        // Automatic splitting left 217 chunks, two thirds of them under 2 kB (an icon, a hook), and
        // signing in fetched 114 of them: a request each, on a slow line a round trip each, and in
        // the browser tests most of Chromium's work per page. Common chunks under 16 KiB are copied
        // into the chunks that read them (one module state kept by rolldown's runtime): 29 requests,
        // first screen 225 kB gzip instead of 222 (docs/benchmark.md).
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev`: the API server runs on PORT (default 8080)
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
});
