import { ok } from '../core/result.js';
import { SYSTEMS } from '../core/settings.js';
import { setDetails } from '../core/details.js';
import { archive, changeSetting, createTournament, hiddenUntilPublished, setLanguage } from '../director/operations.js';
import { describeSystem, fixedSchedule, SYSTEM_REGISTRY } from '../director/registry.js';
import { makeTournamentTrf } from '../director/trfExport.js';
import { previewTrfImport } from '../director/trfImport.js';
import { makeTournamentFile } from '../formats/tournamentFile.js';
import { readTrfFile } from '../formats/trfFile.js';
import { tournamentFromTrfFile } from '../formats/trfTournament.js';
import { loggedIn, viewerOf } from './authorize.js';
import { idFromName } from '../store/store.js';
import { clubOfTournament } from '../store/clubs.js';
import { body, fromArbiterError, HttpError, params } from './http.js';
import { fideConfirmationOf, type Routes } from './routes.js';
import { createSchema, detailsSchema, editTournamentSchema, id, trfImportSchema, trfQuery } from './schemas.js';
import { publicView, tournamentView } from './views.js';

/** The tournaments: the list, making one (or importing its TRF), changing, deleting and bringing back. */
export function registerTournamentRoutes({ app, store, directing, change, created }: Routes): void {
  /** Every system with what the screens need of it: its name, settings with defaults, absences, ranking. */
  app.get('/api/systems', (c) => c.json(SYSTEMS.map((system) => describeSystem(SYSTEM_REGISTRY[system]))));

  /** The tournaments the director who asks directs: his clubs' and those he assists in, each with its club. */
  app.get('/api/tournaments', async (c) => {
    loggedIn(c);
    const viewer = await viewerOf(c, store.accounts);
    const { tournaments, damaged } = await store.list();
    const clubOf = async (tid: string) => {
      const access = await store.accounts.access(tid);
      return viewer.may({ act: 'direct', tournament: tid }, access) ? (clubOfTournament(access, viewer.clubs) ?? null) : undefined;
    };
    const clubs = await Promise.all(tournaments.map((t) => clubOf(t.id)));
    const damagedClubs = await Promise.all(damaged.map((d) => clubOf(d.id)));
    return c.json({
      tournaments: tournaments.flatMap((t, i) => (clubs[i] === undefined ? [] : [{ ...t, club: clubs[i] }])),
      damaged: damaged.filter((_, i) => damagedClubs[i] !== undefined),
    });
  });

  app.post('/api/tournaments', async (c) => {
    const b = await body(c, createSchema);
    const t = createTournament(b);
    if (!t.ok) throw fromArbiterError(t.error, (t.error as { details?: unknown }).details);
    return created(c, b.id ? b.id : idFromName(t.value.name), b.language ? setLanguage(t.value, b.language) : t.value, b.club);
  });

  /** Changes the tournament itself: its name, planned rounds, archived flag or settings (text, as in the file). */
  app.patch('/api/tournaments/:id', async (c) => {
    const p = params('path', c.req.param(), id);
    const b = await body(c, editTournamentSchema);
    const warnings: string[] = [];
    return change(
      c,
      p.id,
      (t) => {
        let next = t;
        const changes: [string, string][] = [
          ...(b.name !== undefined ? ([['name', b.name]] as [string, string][]) : []),
          ...(b.plannedRounds !== undefined ? ([['rounds', b.plannedRounds === null ? 'none' : String(b.plannedRounds)]] as [string, string][]) : []),
          ...Object.entries(b.settings ?? {}),
        ];
        warnings.length = 0;
        for (const [key, value] of changes) {
          const r = changeSetting(next, key, value, { force: b.force ?? false, ...fideConfirmationOf(c) });
          if (!r.ok) return r;
          next = r.value.tournament;
          warnings.push(...r.value.warnings);
        }
        if (b.archived !== undefined) next = archive(next, b.archived);
        if (b.language !== undefined) next = setLanguage(next, b.language ?? undefined);
        return ok(next);
      },
      () => ({ warnings }),
    );
  });

  /** Deletes a tournament; its history stays, so it can be brought back (see /api/tournaments/deleted). */
  app.delete('/api/tournaments/:id', async (c) => {
    const tid = params('path', c.req.param(), id).id;
    const r = await store.remove(tid, await directing(c, tid));
    if (!r.ok) throw fromArbiterError(r.error);
    return c.json({ deleted: tid });
  });

  /** The deleted tournaments this director may bring back: his clubs' (a deleted tournament's history stays its club's). */
  app.get('/api/deleted', async (c) => {
    loggedIn(c);
    const viewer = await viewerOf(c, store.accounts);
    const all = await store.deleted();
    const mine = await Promise.all(all.map(async (d) => viewer.may({ act: 'direct', tournament: d.id }, await store.accounts.access(d.id))));
    return c.json({ tournaments: all.filter((_, i) => mine[i]) });
  });

  /** Brings a deleted tournament back: its last version, as a new version. */
  app.post('/api/deleted/:id/restore', async (c) => {
    const tid = params('path', c.req.param(), id).id;
    const director = await directing(c, tid);
    const history = await store.history(tid);
    if (!history.ok) throw fromArbiterError(history.error);
    const last = history.value.at(-1);
    if (!last) throw new HttpError(404, 'not-found', `tournament "${tid}" has no version to bring back`);
    const r = await store.restore(tid, last.version, director);
    if (!r.ok) throw fromArbiterError(r.error);
    return c.json(tournamentView(r.value));
  });

  /** A tournament from a FIDE TRF-2026 or TRF16 file (the export of another pairing program); with `preview`, what it would create. */
  app.post('/api/tournaments/import-trf', async (c) => {
    loggedIn(c);
    const b = await body(c, trfImportSchema);
    const trf = readTrfFile(b.trf);
    if (!trf.ok) throw new HttpError(422, trf.error.code, `the TRF file, ${trf.error.message}`);
    const title = trf.value.tournament.headers
      .find((h) => h.startsWith('012 '))
      ?.slice(4)
      .trim();
    const tournamentName = b.name ?? (title || 'Imported tournament');
    const t = tournamentFromTrfFile(trf.value, tournamentName);
    if (!t.ok) throw fromArbiterError(t.error);
    const tid = b.id ? b.id : idFromName(tournamentName);
    // The preview (issue 34): what the file would create, and nothing written (`arbiter new --from-trf --dry-run`).
    if (b.preview) return c.json({ id: tid, exists: (await store.get(tid)).ok, preview: previewTrfImport(t.value, trf.value.format) });
    return created(c, tid, hiddenUntilPublished(t.value), b.club);
  });
}

const TEXT = 'text/plain; charset=UTF-8';

/** One tournament as the screens show it, its details, its schedule, and its file and TRF for the director. */
export function registerTournamentReads({ app, store, load, directing, change, standingsOf, answer }: Routes): void {
  /** The TRF, as `arbiter export trf` writes it (the same bytes): TRF-2026 unless ?format=16. */
  app.get('/api/tournaments/:id/trf', async (c) => {
    const tid = params('path', c.req.param(), id).id;
    const { format } = params('query', c.req.query(), trfQuery);
    await directing(c, tid);
    const stored = await load(tid);
    const t = stored.tournament;
    c.header('Content-Disposition', `attachment; filename="${stored.id}${format === '16' ? '-trf16' : ''}.trf"`);
    return answer(c, stored, {
      key: `trf:${format}`,
      audience: 'private',
      contentType: TEXT,
      compute: async () => {
        const text = makeTournamentTrf(t, await standingsOf(t), format);
        if (!text.ok) throw new HttpError(422, text.error.code, text.error.message);
        return text.value;
      },
    });
  });

  app.get('/api/tournaments/:id', async (c) => {
    const stored = await load(params('path', c.req.param(), id).id, c);
    // The tournament's directors see the players' birth dates; everyone else, another club's director too
    // (issue 31: private fields only to the tournament's directors), the public view. Two views, kept apart.
    // An anonymous reader (the crowd) directs nothing: his answer needs no look at the tournament's access.
    const viewer = await viewerOf(c, store.accounts);
    if (viewer.director === undefined || !viewer.may({ act: 'direct', tournament: stored.id }, await store.accounts.access(stored.id)))
      return answer(c, stored, { key: 'tournament', audience: 'public', bySession: true, compute: () => publicView(stored) });
    return answer(c, stored, { key: 'tournament', audience: 'private', bySession: true, compute: () => tournamentView(stored) });
  });

  /** The details (place, federation, dates, arbiters, time control): all of them, an empty text clears one. */
  app.put('/api/tournaments/:id/details', async (c) => {
    const tid = params('path', c.req.param(), id).id;
    const b = await body(c, detailsSchema);
    return change(c, tid, (t) => setDetails(t, b));
  });

  /** The rounds of a system that fixes them in advance (round robin, DO-TO-HO), printable before round 1. */
  app.get('/api/tournaments/:id/schedule', async (c) => {
    const stored = await load(params('path', c.req.param(), id).id, c);
    return answer(c, stored, {
      key: 'schedule',
      audience: 'public',
      compute: () => {
        const schedule = fixedSchedule(stored.tournament);
        if (!schedule.ok) throw new HttpError(422, schedule.error.code, schedule.error.message);
        if (!schedule.value)
          throw new HttpError(404, 'no-schedule', `a ${stored.tournament.settings.system} tournament pairs round by round: it has no schedule before the rounds are paired`);
        return { rounds: schedule.value };
      },
    });
  });

  app.get('/api/tournaments/:id/file', async (c) => {
    const tid = params('path', c.req.param(), id).id;
    await directing(c, tid);
    const stored = await load(tid);
    c.header('Content-Disposition', `attachment; filename="${stored.id}.txt"`);
    return answer(c, stored, { key: 'file', audience: 'private', contentType: TEXT, compute: () => makeTournamentFile(stored.tournament) });
  });
}
