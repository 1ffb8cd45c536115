import { err, ok } from '../core/result.js';
import { addPlayer, editPlayer, expelPlayer, markAbsent, markPresent, reinstatePlayer, removePlayer, withdrawPlayer, type PlayerEdit } from '../director/operations.js';
import type { ListedPlayer } from '../formats/playerList.js';
import { addFromList, type ListAddError, type ListAddition, type ListChoice } from '../director/bulkAdd.js';
import { body, fromArbiterError, HttpError, params } from './http.js';
import { fideConfirmationOf, type Routes } from './routes.js';
import { DEFAULT_LIST, type PlayerListRef, type TournamentStore } from '../store/store.js';
import { clubOf } from './authorize.js';
import { absenceSchema, editPlayerSchema, id, idAndPlayer, importSchema, newPlayerSchema, roundQuery } from './schemas.js';

/** A tournament's players: adding (by hand or from the player list), changing, withdrawing, removing, absences. */
export function registerPlayerRoutes({ app, store, change, directing, load }: Routes): void {
  app.post('/api/tournaments/:id/players', async (c) => {
    const p = params('path', c.req.param(), id);
    const b = await body(c, newPlayerSchema);
    let added: unknown;
    return change(
      c,
      p.id,
      (t) => {
        const r = addPlayer(t, b);
        if (!r.ok) return r;
        added = r.value.player;
        return ok(r.value.tournament);
      },
      () => ({ added: [added] }),
    );
  });

  /**
   * Registers players of the tournament's club's list: ids (pasted, FIDE or national), players picked in
   * a search, a club or a federation (director/bulkAdd.ts). With `preview`, says whom it would add and
   * who is registered already, and adds nobody.
   */
  app.post('/api/tournaments/:id/players/import', async (c) => {
    const p = params('path', c.req.param(), id);
    const b = await body(c, importSchema);
    // The tournament's club's list; its directors only (the list is not the public's).
    await directing(c, p.id);
    const club = await clubOf(store.accounts, p.id);
    const list = await storedList(store, club === undefined ? undefined : { club, list: b.list ?? DEFAULT_LIST });
    const choice: ListChoice = { federationIds: b.federationIds, fideIds: b.fideIds, ids: b.ids, rows: b.rows, club: b.club, federation: b.federation };
    if (b.preview) {
      const r = addFromList((await load(p.id)).tournament, list, choice, { missing: 'skip' });
      if (!r.ok) throw fromArbiterError(r.error);
      return c.json({ preview: additionReport(r.value, true) });
    }
    let done: ListAddition | undefined;
    return change(
      c,
      p.id,
      (t) => {
        const r = addFromList(t, list, choice, { missing: b.skipMissing ? 'skip' : 'refuse' });
        if (!r.ok) return err({ ...r.error, details: { missing: (r.error as ListAddError).missing } });
        done = r.value;
        return ok(r.value.tournament);
      },
      () => done && additionReport(done, false),
    );
  });

  app.post('/api/tournaments/:id/players/:player/withdraw', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    return change(c, p.id, (t) => withdrawPlayer(t, p.player));
  });

  /** Expels a player (the arbiter's decision): not paired from the next round on, shown as expelled. */
  app.post('/api/tournaments/:id/players/:player/expel', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    return change(c, p.id, (t) => expelPlayer(t, p.player));
  });

  app.post('/api/tournaments/:id/players/:player/reinstate', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    return change(c, p.id, (t) => reinstatePlayer(t, p.player));
  });

  /** Changes a player's fields (an empty text clears one); `force` for a field the paired rounds were ranked by. */
  app.patch('/api/tournaments/:id/players/:player', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    const { force, ...fields } = await body(c, editPlayerSchema);
    let warnings: string[] = [];
    return change(
      c,
      p.id,
      (t) => {
        const r = editPlayer(t, p.player, fields as PlayerEdit, { force: force ?? false, ...fideConfirmationOf(c) });
        if (!r.ok) return r;
        warnings = r.value.warnings;
        return ok(r.value.tournament);
      },
      () => ({ warnings }),
    );
  });

  /** Removes a player added by mistake (one without games). */
  app.delete('/api/tournaments/:id/players/:player', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    return change(c, p.id, (t) => removePlayer(t, p.player));
  });

  /** Announces an absence or a requested bye for the next round, or for round `round` later on. */
  app.put('/api/tournaments/:id/absences/:player', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    const b = await body(c, absenceSchema);
    return change(c, p.id, (t) => markAbsent(t, p.player, b.kind, b.round, fideConfirmationOf(c)));
  });

  app.delete('/api/tournaments/:id/absences/:player', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    const q = params('query', c.req.query(), roundQuery);
    return change(c, p.id, (t) => markPresent(t, p.player, q.round));
  });
}

/** The club's player list an import reads; 409 when none was imported yet. */
async function storedList(store: TournamentStore, where: PlayerListRef | undefined): Promise<readonly ListedPlayer[]> {
  const list = await store.playerList(where);
  if (!list) throw new HttpError(409, 'no-player-list', 'no player list is imported yet: import players.csv first');
  if (!list.ok) throw new HttpError(500, 'damaged', `the player list is damaged: ${list.error.message}`);
  return list.value.players;
}

/** What an addition did (or would do): names added, names registered already (`skipped`) with whom they are, what the list lacks. */
function additionReport(a: ListAddition, preview: boolean) {
  return {
    added: a.added.map((x) => x.name),
    skipped: a.registered.map((x) => x.name),
    ...(preview
      ? {
          players: a.added.map((x) => ({ name: x.name, rating: x.rating, club: x.club, federation: x.federation, fideId: x.fideId, federationId: x.federationId, title: x.title })),
          registered: a.registered.map((x) => ({ name: x.name, as: { id: x.as.id, name: x.as.name } })),
        }
      : {}),
    missing: a.missing,
  };
}
