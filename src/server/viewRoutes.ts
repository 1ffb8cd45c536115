import { streamSSE } from 'hono/streaming';
import { explainScore, roundChecklist } from '../director/operations.js';
import { tournamentRatings } from '../rating/tournamentRatings.js';
import { tiebreakInfo as infoOf } from '../scoring/tiebreaks.js';
import { attempt, fromArbiterError, HttpError, params } from './http.js';
import type { Routes } from './routes.js';
import { afterQuery, id, idAndPlayer, idAndRound, standingsQuery } from './schemas.js';

/** What the public reads of a tournament besides itself: standings, their progress, a player's score explained. */
export function registerViewRoutes({ app, load, standingsOf, answer }: Routes): void {
  app.get('/api/tournaments/:id/standings', async (c) => {
    const p = params('path', c.req.param(), id);
    const q = params('query', c.req.query(), standingsQuery);
    const stored = await load(p.id, c);
    // Live rating changes are computed as of today: the day is part of the view (and of its ETag).
    const today = new Date();
    return answer(c, stored, {
      key: `standings:${q.after ?? 'latest'}:${q.ratings ?? ''}`,
      audience: 'public',
      variant: q.ratings === undefined ? undefined : today.toISOString().slice(0, 10),
      compute: async () => {
        const s = await standingsOf(stored.tournament, q.after);
        const tiebreakInfo = s.tiebreaks?.map((name) => ({ name, ...infoOf(name) }));
        // Live rating change and performance (FIDE or USCF), after each result (issue 7).
        const ratings =
          q.ratings === undefined
            ? undefined
            : attempt(() =>
                tournamentRatings(stored.tournament, { system: q.ratings!, afterRound: q.after, endDate: today.toISOString().slice(0, 10), year: today.getFullYear() }),
              );
        if (ratings && !ratings.ok) throw new HttpError(422, ratings.error.code, ratings.error.message);
        return {
          revision: stored.revision,
          ...s,
          ...(tiebreakInfo ? { tiebreakInfo } : {}),
          ...(ratings?.ok ? { ratings: Object.fromEntries(ratings.value.map((r) => [r.id, r])) } : {}),
        };
      },
    });
  });

  /** Ranks and scores after each round, for the chart. */
  app.get('/api/tournaments/:id/progress', async (c) => {
    const stored = await load(params('path', c.req.param(), id).id, c);
    const t = stored.tournament;
    return answer(c, stored, {
      key: 'progress',
      audience: 'public',
      compute: async () => {
        const all = await standingsOf.many(
          t,
          t.rounds.map((r) => r.number),
        );
        const rounds = t.rounds.map((r, i) => ({ round: r.number, rows: all[i]!.rows.map((x) => ({ id: x.id, rank: x.rank, score: x.score })) }));
        return { players: t.players.map((x) => ({ id: x.id, name: x.name })), rounds };
      },
    });
  });

  /** A player's score line by line (systems that score with values). */
  app.get('/api/tournaments/:id/players/:player/explain', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    const q = params('query', c.req.query(), afterQuery);
    const stored = await load(p.id, c);
    return answer(c, stored, {
      key: `explain:${p.player}:${q.after ?? 'latest'}`,
      audience: 'public',
      compute: () => {
        const r = explainScore(stored.tournament, p.player, q.after);
        if (!r.ok) throw fromArbiterError(r.error);
        return r.value;
      },
    });
  });

  /** A paired round's checklist (FIDE Dutch): what the engine paired each player by. */
  app.get('/api/tournaments/:id/rounds/:round/checklist', async (c) => {
    const p = params('path', c.req.param(), idAndRound);
    const stored = await load(p.id);
    return answer(c, stored, {
      key: `checklist:${p.round}`,
      audience: 'public',
      compute: () => {
        const r = roundChecklist(stored.tournament, p.round);
        if (!r.ok) throw fromArbiterError(r.error);
        return r.value;
      },
    });
  });
}

/** Live updates: the public page and the director's screens reload when the tournament changes. */
export function registerEvents({ app, store, load }: Routes): void {
  /** Server-sent events: `change` with the new revision whenever the tournament changes. */
  app.get('/api/tournaments/:id/events', async (c) => {
    const stored = await load(params('path', c.req.param(), id).id, c);
    return streamSSE(c, async (stream) => {
      let wake: (() => void) | undefined;
      let changed = false; // set by the store's watcher, while the loop below awaits
      const takeChange = () => {
        const was = changed;
        changed = false;
        return was;
      };
      const stop = store.watch((changedId) => {
        if (changedId !== stored.id) return;
        changed = true;
        wake?.();
      });
      stream.onAbort(() => {
        stop();
        wake?.();
      });
      let revision = stored.revision;
      await stream.writeSSE({ event: 'revision', data: revision });
      const ended = () => stream.aborted || stream.closed; // set by the client's leaving, while this awaits
      while (!ended()) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 15_000);
        });
        wake = undefined;
        if (ended()) break;
        if (takeChange()) {
          const now = await store.get(stored.id);
          if (now.ok && now.value.revision !== revision) {
            revision = now.value.revision;
            await stream.writeSSE({ event: 'revision', data: revision });
            continue;
          }
        }
        await stream.write(': keep-alive\n\n');
      }
      stop();
    });
  });
}
