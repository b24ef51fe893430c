// Serves the built SPA from dist/web: hashed assets cached for a year, index.html never cached,
// and a history fallback so deep links such as /journey load the app. The public site settings
// (product name, contact addresses) are written into index.html's lantern-site-config meta tag,
// so the client needs no extra request and no inline script.
import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

export interface PublicSiteConfig {
  appName: string;
  supportEmail: string;
  campaignEmail: string;
  campaignPhone: string;
  donationUrl: string;
}

const META_TAG = /<meta name="lantern-site-config" content="[^"]*"\s*\/?>/;

export function spa(options: { root: string; siteConfig: PublicSiteConfig }): Middleware {
  const root = path.resolve(options.root);
  const indexFile = path.join(root, 'index.html');
  const siteMeta = `<meta name="lantern-site-config" content="${escapeAttribute(JSON.stringify(options.siteConfig))}" />`;
  let cached: { mtimeMs: number; html: string } | undefined;

  const indexHtml = (): string | undefined => {
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      cached = {
        mtimeMs: stat.mtimeMs,
        html: fs.readFileSync(indexFile, 'utf8').replace(META_TAG, siteMeta),
      };
    }
    return cached.html;
  };

  return async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body != null) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.path.startsWith('/api/')) return;
    const file = path.join(root, ctx.path);
    if (
      ctx.path !== '/' &&
      ctx.path !== '/index.html' &&
      file.startsWith(root + path.sep) &&
      isFile(file)
    ) {
      const immutable = ctx.path.startsWith('/assets/');
      ctx.vary('Accept-Encoding'); // koa-send picks a precompressed .br/.gz copy per browser
      await send(ctx, ctx.path, { root, immutable, maxage: immutable ? 31536000000 : 3600000 });
      return;
    }
    if (!ctx.accepts('html') || (path.extname(ctx.path) !== '' && ctx.path !== '/index.html'))
      return;
    const html = indexHtml();
    if (html === undefined) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web client is not built yet: run npm run build (npm start does it for you).';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.body = html;
  };
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
