import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The React client lives in src/web and builds to dist/web, which the Koa server serves with a
// history fallback. In development `npm run dev:web` proxies API and health calls to the server.
const apiServer = 'http://localhost:3000';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built script, style sheet and SVG, so
 * the server (koa-send picks a precompressed copy the browser accepts) sends compressed files
 * without compressing per request. index.html is left alone: the server fills in its site config.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lantern:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const file = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 512) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  // Absolute, so a build started from any directory (npm start, the e2e setup) lands in dist/web.
  root: path.resolve(import.meta.dirname, 'src/web'),
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/healthz': apiServer,
      '/readyz': apiServer,
    },
  },
});
