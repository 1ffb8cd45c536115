import type { Context, Hono } from 'hono';
import { describeSource, parsePlayerList, type PlayerList } from '../formats/playerList.js';
import { searchListed } from '../formats/listSearch.js';
import type { RATING_LISTS } from '../formats/fideRatingList.js';
import { z } from 'zod';
import { checkListName, DEFAULT_LIST, type PlayerListRef, type TournamentStore } from '../store/store.js';
import { authorize, clubOf, loggedIn, viewerOf } from './authorize.js';
import { body, fromArbiterError, HttpError, params } from './http.js';
import { playerListQuery, playerListSchema } from './schemas.js';
import type { AppEnv } from './security.js';

/** The player list file of a request body (`playerListSchema`). */
async function playerListFile(c: Context): Promise<{ file: Uint8Array | string; options: { ratingList?: (typeof RATING_LISTS)[number]; federation?: string } }> {
  return playerListFileOf(await body(c, playerListSchema));
}

function playerListFileOf(b: z.infer<typeof playerListSchema>): { file: Uint8Array | string; options: { ratingList?: (typeof RATING_LISTS)[number]; federation?: string } } {
  const options = { ...(b.ratingList ? { ratingList: b.ratingList } : {}), ...(b.federation ? { federation: b.federation } : {}) };
  return { file: b.bytes !== undefined ? Buffer.from(b.bytes, 'base64') : b.text!, options };
}

/** What a player list holds, for the director to check: format, encoding, columns, counts, first players. */
function playerListReport(list: PlayerList, first: number) {
  const s = list.source;
  return {
    count: list.players.length,
    clubs: new Set(list.players.flatMap((p) => (p.club === undefined ? [] : [p.club]))).size,
    description: describeSource(s),
    source: s,
    players: list.players.slice(0, first),
  };
}

/** Which list of which club a request names, and the check that the director may use it (a 401/403 else). */
async function listOf(
  c: Context<AppEnv>,
  store: TournamentStore,
  q: { list?: string | undefined; of?: string | undefined; tournament?: string | undefined },
): Promise<PlayerListRef> {
  loggedIn(c);
  const list = checkListName(q.list ?? DEFAULT_LIST);
  if (!list.ok) throw fromArbiterError(list.error);
  if (q.tournament !== undefined) {
    // A tournament's directors (its club's, and its assistants) search its club's lists.
    await authorize(c, store.accounts, { act: 'direct', tournament: q.tournament });
    const club = await clubOf(store.accounts, q.tournament);
    if (club === undefined) throw new HttpError(404, 'not-found', `tournament "${q.tournament}" has no club`);
    return { club, list: list.value };
  }
  const club = q.of ?? (await viewerOf(c, store.accounts)).mine[0]?.id;
  if (club === undefined) throw new HttpError(c.get('director') === undefined ? 401 : 403, 'no-club', 'you belong to no club: a club admin adds you to one');
  await authorize(c, store.accounts, { act: 'use-club', club });
  return { club, list: list.value };
}

/**
 * A club's player lists (issue 31): several, named (the club's members, an excerpt of the FIDE list, a
 * federation's list), each searched when players are added and replaced by a director's file; another
 * club's lists are not his to read or change.
 */
export function registerPlayerListRoutes(app: Hono<AppEnv>, store: TournamentStore): void {
  app.get('/api/clubs/:club/lists', async (c) => {
    const { club } = params('path', c.req.param(), z.object({ club: z.string().max(64) }));
    await authorize(c, store.accounts, { act: 'use-club', club });
    return c.json({ club, lists: await store.playerLists(club) });
  });

  /**
   * The lists a director may search and import into: of a tournament's club (`tournament`, for its
   * assistants too), or of a club of his (`of`, default his first), each with its count of players.
   */
  app.get('/api/playerlists', async (c) => {
    const q = params('query', c.req.query(), playerListQuery);
    const { club } = await listOf(c, store, { ...q, list: DEFAULT_LIST });
    const names = await store.playerLists(club);
    const lists = await Promise.all(
      names.map(async (name) => {
        const list = await store.playerList({ club, list: name });
        return { name, count: list?.ok ? list.value.players.length : 0, ...(list && !list.ok ? { damaged: list.error.message } : {}) };
      }),
    );
    return c.json({ club, lists });
  });

  app.get('/api/playerlist', async (c) => {
    const q = params('query', c.req.query(), playerListQuery);
    const where = await listOf(c, store, q);
    const list = await store.playerList(where);
    if (!list) return c.json({ ...where, imported: false, count: 0, players: [] });
    if (!list.ok) throw new HttpError(500, 'damaged', `the player list is damaged: ${list.error.message}`);
    const found = searchListed(list.value.players, q.q ?? '', { club: q.club, limit: q.limit });
    return c.json({ ...where, imported: true, count: list.value.players.length, matches: found.matches, players: found.players });
  });

  /** Reads a player list file as it would be saved, and saves nothing: what was found, and the first players. */
  app.post('/api/playerlist/preview', async (c) => {
    loggedIn(c);
    const { file, options } = await playerListFile(c);
    const r = parsePlayerList(file, options);
    if (!r.ok) throw new HttpError(422, r.error.code, r.error.message, r.error.rows.slice(0, 50));
    return c.json(playerListReport(r.value, 10));
  });

  /** Replaces one list of a club; a list that has players only with `replace` (else 409, with its count). */
  app.put('/api/playerlist', async (c) => {
    const b = await body(c, playerListSchema);
    const where = await listOf(c, store, b);
    const { file, options } = playerListFileOf(b);
    const r = await store.savePlayerList(file, { ...options, replace: b.replace ?? false }, where);
    if (!r.ok && r.error.code === 'list-has-players') throw new HttpError(409, r.error.code, r.error.message, { count: (r.error as { count: number }).count });
    if (!r.ok) throw new HttpError(422, r.error.code, r.error.message, r.error.rows.slice(0, 50));
    return c.json({ ...where, imported: true, ...playerListReport(r.value, 0) });
  });
}
