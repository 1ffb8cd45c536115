import { ok } from '../core/result.js';
import {
  addListedPlayers,
  addPlayer,
  editPlayer,
  expelPlayer,
  markAbsent,
  markPresent,
  reinstatePlayer,
  removePlayer,
  withdrawPlayer,
  type PlayerEdit,
} from '../director/operations.js';
import { playerOfList, type ListedPlayer } from '../formats/playerList.js';
import { findListedByClub, findListedById } from '../formats/listSearch.js';
import { body, HttpError, params } from './http.js';
import { fideConfirmationOf, type Routes } from './routes.js';
import { DEFAULT_LIST, type PlayerListRef, type TournamentStore } from '../store/store.js';
import { clubOf } from './authorize.js';
import type { z } from 'zod';
import { absenceSchema, editPlayerSchema, id, idAndPlayer, importSchema, newPlayerSchema, roundQuery } from './schemas.js';

/** A tournament's players: adding (by hand or from the player list), changing, withdrawing, removing, absences. */
export function registerPlayerRoutes({ app, store, change, directing }: Routes): void {
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

  app.post('/api/tournaments/:id/players/import', async (c) => {
    const p = params('path', c.req.param(), id);
    const b = await body(c, importSchema);
    // The tournament's club's list; its directors only (the list is not the public's).
    await directing(c, p.id);
    const club = await clubOf(store.accounts, p.id);
    const wanted = await listedPlayers(store, b, club === undefined ? undefined : { club, list: b.list ?? DEFAULT_LIST });
    let added: string[] = [];
    let skipped: string[] = [];
    return change(
      c,
      p.id,
      (t) => {
        const r = addListedPlayers(t, wanted.map(playerOfList));
        if (!r.ok) return r;
        added = r.value.added.map((x) => x.name);
        skipped = r.value.skipped.map((x) => x.name);
        return ok(r.value.tournament);
      },
      () => ({ added, skipped }),
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

/** The players of the player list an import asks for (by id, by row, or a whole club); 4xx when one is not there. */
async function listedPlayers(store: TournamentStore, b: z.infer<typeof importSchema>, where: PlayerListRef | undefined): Promise<ListedPlayer[]> {
  const list = await store.playerList(where);
  if (!list) throw new HttpError(409, 'no-player-list', 'no player list is imported yet: import players.csv first');
  if (!list.ok) throw new HttpError(500, 'damaged', `the player list is damaged: ${list.error.message}`);
  const wanted: ListedPlayer[] = [];
  for (const [ids, what, of] of [
    [b.federationIds ?? [], 'federation id', (x: ListedPlayer) => x.federationId],
    [b.fideIds ?? [], 'FIDE id', (x: ListedPlayer) => x.fideId],
  ] as const) {
    for (const fid of ids) {
      const found = findListedById(list.value.players, fid).find((x) => of(x) === fid);
      if (!found) throw new HttpError(422, 'unknown-player', `${what} ${fid} is not in the player list`);
      wanted.push(found);
    }
  }
  for (const { row, name } of b.rows ?? []) {
    const found = list.value.players.find((x) => x.row === row);
    if (!found || found.name !== name) throw new HttpError(409, 'conflict', `the player list changed since it was searched (row ${row} is not ${name}): search again`);
    wanted.push(found);
  }
  if (b.club !== undefined) {
    const members = findListedByClub(list.value.players, b.club);
    if (members.length === 0) throw new HttpError(422, 'unknown-club', `club ${b.club} has no players in the player list`);
    wanted.push(...members);
  }
  return wanted;
}
