import type { Hono } from 'hono';
import { z } from 'zod';
import { makeUscfDbfReport } from '../director/uscfDbfReport.js';
import { USCF_DBF_FILES } from '../formats/uscfDbf.js';
import type { TournamentStore } from '../store/store.js';
import { fromArbiterError, HttpError, params } from './http.js';
import type { AppEnv } from './security.js';
import { authorize } from './authorize.js';

const path = z.object({ id: z.string(), file: z.enum(USCF_DBF_FILES) });
const text = (max: number) => z.string().max(max).optional();
/** The report's options as `arbiter report uscf --format dbf` takes them; empty ones are not given. */
const uscfQuery = z.object({
  section: text(30),
  start: text(20),
  end: text(20),
  system: z.enum(['regular', 'quick', 'dual']).optional(),
  timeControl: text(40),
  affiliate: text(20),
  chiefTd: text(20),
  assistantTd: text(20),
  otherTd: text(254),
  eventId: text(20),
  city: text(40),
  state: text(10),
  zip: text(20),
  country: text(40),
  sendCrosstable: z.enum(['yes', 'no']).optional(),
  fide: z.enum(['yes', 'no']).optional(),
});

/**
 * The US Chess rating report's files (format "2C"): GET …/uscf/THEXPORT.DBF, …/TSEXPORT.DBF and
 * …/TDEXPORT.DBF, each as `arbiter report uscf --format dbf` writes it, for the tournament's directors.
 */
export function registerUscfRoutes(app: Hono<AppEnv>, store: TournamentStore): void {
  app.get('/api/tournaments/:id/uscf/:file', async (c) => {
    const { id, file } = params('path', c.req.param(), path);
    const q = params('query', c.req.query(), uscfQuery);
    await authorize(c, store.accounts, { act: 'direct', tournament: id });
    const stored = await store.get(id);
    if (!stored.ok) throw fromArbiterError(stored.error);
    const given = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());
    const r = makeUscfDbfReport(stored.value.tournament, {
      section: given(q.section),
      startDate: given(q.start),
      endDate: given(q.end),
      system: q.system,
      timeControl: given(q.timeControl),
      affiliateId: given(q.affiliate),
      chiefTdId: given(q.chiefTd),
      assistantTdId: given(q.assistantTd),
      otherTdIds: given(q.otherTd)?.split(','),
      eventId: given(q.eventId),
      city: given(q.city),
      state: given(q.state),
      zip: given(q.zip),
      country: given(q.country),
      sendCrosstable: q.sendCrosstable === 'yes',
      fideRated: q.fide === 'yes',
      written: new Date().toISOString().slice(0, 10),
    });
    if (!r.ok) throw new HttpError(422, r.error.code, r.error.message);
    const bytes = r.value.files.find((f) => f.name === file)?.bytes ?? new Uint8Array();
    c.header('Content-Type', 'application/x-dbf');
    c.header('Content-Disposition', `attachment; filename="${file}"`);
    return c.body(Buffer.from(bytes));
  });
}
