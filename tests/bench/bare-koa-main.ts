// The control of npm run bench:load: a bare Koa server (no middleware) answering a signed-in
// auth check's JSON, in a process of its own like the app. Prints its URL once it listens.
import Koa from 'koa';

const body = {
  authenticated: true,
  user: {
    id: 1,
    username: 'bench-person',
    email: 'bench-person@example.com',
    emailConfirmed: false,
    isAdmin: false,
    journeyCount: 3,
    hasActiveSubscription: false,
    journeyResetDate: null,
  },
};

const app = new Koa();
app.use((ctx) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`http://127.0.0.1:${address.port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
