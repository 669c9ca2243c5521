import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: 5173,
    // `npm run dev`: the API server runs on PORT (default 8080)
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
});
