import type { Context, Hono } from 'hono';
import { describeSource, parsePlayerList, type PlayerList } from '../formats/playerList.js';
import { searchListed } from '../formats/listSearch.js';
import type { RATING_LISTS } from '../formats/fideRatingList.js';
import type { TournamentStore } from '../store/store.js';
import { body, HttpError, params } from './http.js';
import { playerListQuery, playerListSchema } from './schemas.js';
import { directorOf, type AppEnv } from './security.js';

/** The player list file of a request body (`playerListSchema`). */
async function playerListFile(c: Context): Promise<{ file: Uint8Array | string; options: { ratingList?: (typeof RATING_LISTS)[number]; federation?: string } }> {
  const b = await body(c, playerListSchema);
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

/** The federation's player list: searched when players are added, replaced by a director's file. */
export function registerPlayerListRoutes(app: Hono<AppEnv>, store: TournamentStore): void {
  app.get('/api/playerlist', async (c) => {
    directorOf(c);
    const q = params('query', c.req.query(), playerListQuery);
    const list = await store.playerList();
    if (!list) return c.json({ imported: false, count: 0, players: [] });
    if (!list.ok) throw new HttpError(500, 'damaged', `the player list is damaged: ${list.error.message}`);
    const found = searchListed(list.value.players, q.q ?? '', { club: q.club, limit: q.limit });
    return c.json({ imported: true, count: list.value.players.length, matches: found.matches, players: found.players });
  });

  /** Reads a player list file as it would be saved, and saves nothing: what was found, and the first players. */
  app.post('/api/playerlist/preview', async (c) => {
    directorOf(c);
    const { file, options } = await playerListFile(c);
    const r = parsePlayerList(file, options);
    if (!r.ok) throw new HttpError(422, r.error.code, r.error.message, r.error.rows.slice(0, 50));
    return c.json(playerListReport(r.value, 10));
  });

  app.put('/api/playerlist', async (c) => {
    directorOf(c);
    const { file, options } = await playerListFile(c);
    const r = await store.savePlayerList(file, options);
    if (!r.ok) throw new HttpError(422, r.error.code, r.error.message, r.error.rows.slice(0, 50));
    return c.json({ imported: true, ...playerListReport(r.value, 0) });
  });
}
