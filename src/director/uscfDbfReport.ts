import type { Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { makeUscfDbf, type UscfDbf, type UscfDbfDetails } from '../formats/uscfDbf.js';
import { uscfReport, type UscfReportMeta } from '../formats/uscfReport.js';

export type UscfDbfOptions = Omit<UscfReportMeta, 'chiefTd' | 'affiliate'> & Omit<UscfDbfDetails, 'written'> & { readonly written: string };

/**
 * The US Chess rating report of a finished tournament as the three DBF files of format "2C"
 * (`formats/uscfDbf.ts`), as `arbiter report uscf --format dbf` writes them: the options stand in for the
 * tournament's details (dates, time control, place as the city), which fill what the options leave out.
 */
export function makeUscfDbfReport(t: Tournament, o: UscfDbfOptions): Result<UscfDbf> {
  const d = t.details ?? {};
  const report = uscfReport(t, {
    section: o.section,
    startDate: o.startDate ?? d.startDate,
    endDate: o.endDate ?? d.endDate ?? o.startDate ?? d.startDate,
    system: o.system,
    timeControl: o.timeControl ?? d.timeControl,
  });
  if (!report.ok) return report;
  return makeUscfDbf(report.value, { ...o, city: o.city ?? d.place });
}
