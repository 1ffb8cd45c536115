import type { Tournament, TournamentDetails } from './tournament.js';
import { checkTournamentDetails, type FieldError, type GivenTournamentDetails } from './fields.js';
import { err, ok, type Result } from './result.js';

/**
 * A tournament's details (place, federation, dates, arbiters, time control: the TRF's 022–122) as the
 * director gives them: by key in the CLI (`arbiter new --place Leuven`, `arbiter set place Leuven`, the
 * deputies as one text separated by semicolons), as a whole in the web's form. The file's lines are
 * `formats/tournamentDetails.ts`.
 */
/** The keys of `arbiter new --KEY` and `arbiter set KEY`, with what each holds. */
export const DETAIL_KEYS = [
  { key: 'place', field: 'place', help: 'the city or place (TRF 022)' },
  { key: 'federation', field: 'federation', help: 'the FIDE federation of the event, e.g. BEL (TRF 032)' },
  { key: 'start-date', field: 'startDate', help: 'the first day, YYYY-MM-DD (TRF 042)' },
  { key: 'end-date', field: 'endDate', help: 'the last day, YYYY-MM-DD (TRF 052)' },
  { key: 'chief-arbiter', field: 'chiefArbiter', help: 'the chief arbiter, e.g. "IA Jansen, Piet 205672" (TRF 102)' },
  { key: 'deputy-arbiters', field: 'deputyArbiters', help: 'the deputy arbiters, separated by semicolons (TRF 112)' },
  { key: 'time-control', field: 'timeControl', help: 'the rate of play, e.g. "90 min + 30 s/move" (TRF 122)' },
] as const satisfies readonly { key: string; field: keyof TournamentDetails; help: string }[];

export type DetailKey = (typeof DETAIL_KEYS)[number]['key'];

/** Given details from texts by key (the CLI): the deputies split at semicolons. */
export function givenDetails(texts: Partial<Record<DetailKey, string>>): GivenTournamentDetails {
  const out: { -readonly [K in keyof GivenTournamentDetails]: GivenTournamentDetails[K] } = {};
  for (const { key, field } of DETAIL_KEYS) {
    const text = texts[key];
    if (text === undefined) continue;
    if (field === 'deputyArbiters') out.deputyArbiters = text.split(';');
    else out[field] = text;
  }
  return out;
}

/** The details with one of them changed (an empty text clears it), by the field rules. */
export function changeDetail(t: Tournament, key: DetailKey, text: string): Result<Tournament, FieldError> {
  const { field } = DETAIL_KEYS.find((d) => d.key === key)!;
  const current: GivenTournamentDetails = { ...t.details };
  const checked = checkTournamentDetails({ ...current, ...givenDetails({ [key]: text }), ...(text.trim() === '' ? { [field]: undefined } : {}) });
  if (!checked.ok) return err(checked.error);
  return ok(withDetails(t, checked.value));
}

/** The tournament with all its details replaced by these (the web's form), by the field rules. */
export function setDetails(t: Tournament, given: GivenTournamentDetails): Result<Tournament, FieldError> {
  const checked = checkTournamentDetails(given);
  return checked.ok ? ok(withDetails(t, checked.value)) : err(checked.error);
}

/** The tournament with these details (none: the details line are left out). */
export function withDetails(t: Tournament, details: TournamentDetails | undefined): Tournament {
  const { details: _old, ...rest } = t;
  return details ? { ...rest, details } : rest;
}

export const isDetailKey = (key: string): key is DetailKey => DETAIL_KEYS.some((d) => d.key === key);
