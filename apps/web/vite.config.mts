import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Every route is lazy (issue #8). Libraries /login needs whole anyway share one chunk rather than dozens of
        // small ones, each gzipped apart (decision 030); zod is not one of them: the login page loads no schema
        // (decision 032), so zod comes with the first screen that validates.
        codeSplitting: {
          groups: [{ name: 'runtime', test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\// }],
        },
      },
    },
  },
});
