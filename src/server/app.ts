import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { TournamentStore } from '../store/store.js';
import { ComputePool, poolFileMaker } from './computePool.js';
import { errorResponse, HttpError } from './http.js';
import { staticFiles } from './static.js';
import { allowedHosts, requestChecks, sessions, wellFormedPaths, type AppEnv, type HostRule } from './security.js';
import { registerAuthRoutes, type AuthOptions } from './authRoutes.js';
import { registerBelgianRoutes } from './belgianRoutes.js';
import { registerUscfRoutes } from './uscfRoutes.js';
import { registerOddsRoutes } from './oddsRoutes.js';
import { routes } from './routes.js';
import { registerTournamentReads, registerTournamentRoutes } from './tournamentRoutes.js';
import { registerHistoryRoutes } from './historyRoutes.js';
import { registerPlayerRoutes } from './playerRoutes.js';
import { registerRoundRoutes } from './roundRoutes.js';
import { registerEvents, registerViewRoutes } from './viewRoutes.js';
import { registerPlayerListRoutes } from './playerListRoutes.js';
import { registerClubRoutes } from './clubRoutes.js';
import { registerOwnResultRoutes, type OwnResultOptions } from './ownResultRoutes.js';
import { registerPublicSite } from './publicSite.js';
import { registerProhibitionRoutes } from './prohibitionRoutes.js';
import { fairTurns } from './turns.js';

// The views and the standings' cache are the routes' own; exported here too for those who build on the app.
export { cachedStandings, publicView, tournamentView } from './views.js';

export interface AppOptions {
  readonly store: TournamentStore;
  /** The host names this server answers to (default: the loopback names). */
  readonly hosts?: HostRule;
  /** Login, setup link and proxy settings (see authRoutes). */
  readonly auth?: AuthOptions;
  /** Where pairings and standings are computed (worker threads for large events). */
  readonly pool?: ComputePool;
  /** Largest request body accepted (default 20 MB: a federation's whole player list). */
  readonly maxBody?: number;
  /** The built web app (index.html and assets); without it only the API is served. */
  readonly webRoot?: string | undefined;
  /** The limits of the result slips' codes (issue 34; the proxy settings are `auth`'s). */
  readonly ownResults?: Pick<OwnResultOptions, 'limiter'>;
}

/**
 * The server: the checks every request passes (its host, its path, its size, its session), then the route
 * tables, one module a resource, then the web app's files.
 */
export function createApp({
  store,
  webRoot,
  maxBody = 20 * 1024 * 1024,
  hosts = allowedHosts('127.0.0.1'),
  auth = {},
  pool = new ComputePool(),
  ownResults = {},
}: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  store.makeFilesWith(poolFileMaker(pool));
  // A crowd's requests in short turns of the event loop, so that those arriving are accepted (turns.ts).
  app.use('*', fairTurns());
  app.use('*', requestChecks(hosts));
  app.use('*', wellFormedPaths());
  const limit: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: maxBody,
    onError: (c) => errorResponse(c, new HttpError(413, 'too-large', `the request is larger than ${Math.round(maxBody / 1024 / 1024)} MB`)),
  });
  // A GET or HEAD has no body to limit; asking for it builds the whole fetch Request (a quarter of a read's time).
  const limitBodies: MiddlewareHandler<AppEnv> = (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
  app.use('/api/*', limitBodies);
  app.use('/api/*', sessions(store.accounts));
  app.use('/api/*', async (c, next) => {
    await next();
    // What a reading route did not mark (sessions, lists, history, the player list) is nobody's to keep.
    if (c.req.method === 'GET' && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  app.onError((e, c) => {
    if (e instanceof HttpError) return errorResponse(c, e);
    console.error(e);
    // The message of an unexpected failure may name files of this machine: the log has it, the answer not.
    return c.json({ error: { code: 'internal', message: 'the server failed on this request (its log says why); nothing was changed' } }, 500);
  });

  registerAuthRoutes(app, store, auth);
  registerBelgianRoutes(app, store);
  registerUscfRoutes(app, store);
  const r = routes(app, store, pool);
  // Before the route tables: the check of every public route (a hidden tournament is not found, issue 34).
  registerPublicSite(r);
  registerTournamentRoutes(r);
  registerTournamentReads(r);
  registerHistoryRoutes(r);
  registerPlayerRoutes(r);
  registerRoundRoutes(r);
  registerProhibitionRoutes(r);
  registerViewRoutes(r);
  registerEvents(r);
  registerOwnResultRoutes(r, { ...ownResults, trustProxy: auth.trustProxy, proxyHops: auth.proxyHops });
  registerOddsRoutes(app, r.load, r.pool);
  registerPlayerListRoutes(app, store);
  registerClubRoutes(app, store);

  app.all('/api/*', (c) => errorResponse(c, new HttpError(404, 'not-found', `no such request: ${c.req.method} ${new URL(c.req.url).pathname}`)));

  if (webRoot) app.get('*', staticFiles(webRoot));
  return app;
}
