// The help lines, for everyone (signed in or not): GET /api/crisis-resources answers the lines
// set in CRISIS_RESOURCES (or the built-in ones), so the "Need help now?" link shows the same
// lines as the chat's crisis replies. Public and cacheable: it holds no one's data.
import Router from '@koa/router';
import type { CrisisResource } from '../../domain/story/safety/crisis-resources';

export function storyRoutes(resources: readonly CrisisResource[]): Router {
  const router = new Router({ prefix: '/api' });
  const body = {
    success: true,
    resources: resources.map(({ region, line, categories }) => ({
      region,
      line,
      ...(categories ? { categories } : {}),
    })),
  };
  router.get('/crisis-resources', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = body;
  });
  return router;
}
