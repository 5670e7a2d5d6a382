import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The weights of Vazirmatn FD that every screen's text is set in (the body, customers' names, labels and the sidebar,
 * titles). Preloaded by index.html, so a page's text is laid out in them the first time rather than in a fallback
 * face that is measured, shaped and drawn again when each weight arrives (decision 088). ExtraBold (the brand alone)
 * loads when it is first drawn.
 */
const PRELOADED_WEIGHTS = ['Regular', 'Medium', 'SemiBold', 'Bold'];

function preloadFonts(): Plugin {
  let base = '/';
  return {
    name: 'pishkhan-preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const assets = Object.values(ctx.bundle ?? {}).filter((item) => item.type === 'asset');
        return PRELOADED_WEIGHTS.map((weight) => {
          const file = `Vazirmatn-FD-${weight}.woff2`;
          const asset = assets.find((a) => a.names.includes(file));
          // A preload that names no emitted file would be fetched for nothing, and the weight would load late again.
          if (!asset) throw new Error(`${file} is not in the build: the font preloads need updating`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `${base}${asset.fileName}`,
            },
            injectTo: 'head',
          };
        });
      },
    },
  };
}

/**
 * Every import of `zod` resolves to `src/lib/zod.ts`, which turns zod's eval probe off before any schema is built and
 * re-exports the package; that module alone imports the package itself (decision 078).
 */
function zodWithoutEval(): Plugin {
  const shim = path.resolve(import.meta.dirname, 'src/lib/zod.ts');
  return {
    name: 'pishkhan-zod-without-eval',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer || path.resolve(importer) === shim) return null;
      return shim;
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    zodWithoutEval(),
    react(),
    preloadFonts(),
    // A Brotli (quality 11) and a gzip (level 9) copy beside each script, style sheet, page and SVG of 1 KB and more,
    // for the server to send as the browser accepts (decision 062). Fonts are woff2, compressed already.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // `@/lib/format` stands for `src/lib/format`, so an import reads the same from any depth.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Every route is lazy (decision 028). Libraries /login needs whole anyway share one chunk rather than dozens of
        // small ones, each gzipped apart (decision 028); zod is not one of them: the login page loads no schema
        // (decision 032), so zod comes with the first screen that validates. The Mantine components and icons /login
        // draws are one chunk, and every other icon is one more, so a screen's icons are one request, not one each
        // (decision 088).
        codeSplitting: {
          groups: [
            { name: 'runtime', test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\// },
            { name: 'shell-ui', test: /node_modules\/(@mantine|@tabler)\//, tags: ['$initial'], priority: 2 },
            { name: 'icons', test: /node_modules\/@tabler\//, priority: 1 },
          ],
        },
      },
    },
  },
});
