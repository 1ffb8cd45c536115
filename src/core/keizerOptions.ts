import type { AbsenceScheme, KeizerSettings, RepeatRule } from './settings.js';
import { ATTENDANCES, COLOUR_RULES, ITERATIONS } from './settings.js';
import {
  choice,
  decimal,
  makeFraction,
  number,
  option as anyOption,
  optionalOption as anyOptionalOption,
  parseFraction,
  whole,
  withChoices,
  yesNo,
  type OptionSpec,
} from './options.js';

export { makeFraction, parseFraction, type OptionSpec } from './options.js';

type K = KeizerSettings;
const option = <V>(...args: Parameters<typeof anyOption<K, V>>) => anyOption<K, V>(...args);
const optionalOption = <V>(...args: Parameters<typeof anyOptionalOption<K, V>>) => anyOptionalOption<K, V>(...args);

export function parseAbsenceScheme(text: string): AbsenceScheme | undefined {
  if (text === 'third' || text === 'harmonic' || text === 'halving') return { kind: text };
  const m = /^capped:(\d{1,4})$/.exec(text);
  const count = m ? Number(m[1]) : 0;
  return count >= 1 ? { kind: 'capped', count } : undefined;
}
/** The absence schemes as a form offers them (keizer.md §3); any capped:K may be typed. */
export const ABSENCE_SCHEME_CHOICES = ['third', 'harmonic', 'halving', 'capped:3', 'capped:4'] as const;
export const ABSENCE_SCHEME_EXPECTS = 'third, harmonic, halving or capped:K';
export const makeAbsenceScheme = (s: AbsenceScheme): string => (s.kind === 'capped' ? `capped:${s.count}` : s.kind);

export function parseRepeatRule(text: string): RepeatRule | undefined {
  if (text === 'never') return { kind: 'never' };
  const m = /^(not-within|at-most):(\d{1,4})$/.exec(text);
  if (!m) return undefined;
  const n = Number(m[2]);
  if (n < 1) return undefined;
  return m[1] === 'not-within' ? { kind: 'not-within', rounds: n } : { kind: 'at-most', meetings: n };
}
export const makeRepeatRule = (r: RepeatRule): string => (r.kind === 'never' ? 'never' : r.kind === 'not-within' ? `not-within:${r.rounds}` : `at-most:${r.meetings}`);

export const KEIZER_OPTIONS: readonly OptionSpec<K>[] = [
  optionalOption('top', 'top', 'value of the top-ranked player (auto: round(1.5 × number of players) × step)', 'a number or auto', 'auto', decimal(0), String),
  optionalOption(
    'top-ratio',
    'topRatio',
    'when top is auto: top = bottom × ratio',
    'a number above 1 or none',
    'none',
    (t) => {
      const n = number(t);
      return n !== undefined && n > 1 ? n : undefined;
    },
    String,
  ),
  option(
    'step',
    'step',
    'value difference between neighbouring places',
    'a positive number',
    (t) => {
      const n = number(t);
      return n !== undefined && n > 0 ? n : undefined;
    },
    String,
  ),
  optionalOption('floor', 'floor', 'lowest value a player can have', 'a number or none', 'none', decimal(0), String),
  option('value-base', 'valueBase', 'players counted in the value scale: all, or only active (not withdrawn)', 'all or active', choice(['all', 'active'] as const), String),
  option('own-value', 'ownValue', 'count the own value once in the score', 'yes or no', yesNo, (v: boolean) => (v ? 'yes' : 'no')),
  option('loss-fraction', 'lossFraction', "fraction of the winner's value that the loser scores", 'a fraction such as 0, 1/6 or 0.1', parseFraction, makeFraction),
  option('bye-fraction', 'byeFraction', 'fraction of the own value for the bye (odd player out)', 'a fraction such as 2/3', parseFraction, makeFraction),
  option('club-duty-fraction', 'clubDutyFraction', 'fraction of the own value for club duty', 'a fraction such as 2/3', parseFraction, makeFraction),
  withChoices(
    option(
      'absences',
      'absenceScheme',
      'credit for an excused absence: third (1/3 each time), harmonic (1/3, 1/4, 1/5 …), halving (1/3, 1/6, 1/12 …), capped:K (at most K absences, each 1/K)',
      ABSENCE_SCHEME_EXPECTS,
      parseAbsenceScheme,
      makeAbsenceScheme,
    ),
    ABSENCE_SCHEME_CHOICES,
    true,
  ),
  // keizer.md §3: clubs that excuse only so many absences a season.
  withChoices(
    optionalOption(
      'excused-limit',
      'excusedLimit',
      'from the N-th excused absence on, it is credited as an unexcused one (none: no limit)',
      'a whole number from 1, or none',
      'none',
      whole(1),
      String,
    ),
    ['none', '3', '4', '5', '6'],
    true,
  ),
  // keizer.md §3: clubs that credit a player who stays away unannounced a little too.
  withChoices(
    option('unexcused-fraction', 'unexcusedFraction', 'fraction of the own value for an unexcused absence', 'a fraction such as 0, 1/6 or 0.1', parseFraction, makeFraction),
    ['0', '1/10', '1/6', '1/4'],
    true,
  ),
  // keizer.md §3: clubs whose members sign up for each evening.
  withChoices(
    option(
      'attendance',
      'attendance',
      'who is paired: everyone but those announced absent (opt-out), or only those signed up as present (opt-in; the others are absent, not excused, unless excused)',
      ATTENDANCES.join(' or '),
      choice(ATTENDANCES),
      String,
    ),
    ATTENDANCES,
  ),
  option('iteration', 'iteration', 'when values are recomputed: none, final, converge or phased', ITERATIONS.join(', '), choice(ITERATIONS), String),
  option('max-passes', 'maxPasses', 'cap on the passes of converge', 'a whole number from 1', whole(1), String),
  option(
    'late-entry',
    'lateEntry',
    'rounds missed by a late entry score nothing, or count as excused absences',
    'nothing or absent',
    choice(['nothing', 'absent'] as const),
    String,
  ),
  option(
    'credit-before-first-game',
    'noCreditBeforeFirstGame',
    'absences before a player\'s first game are credited (no: the article\'s "Mister X" cannot overtake by absences)',
    'yes or no',
    (t) => {
      const v = yesNo(t);
      return v === undefined ? undefined : !v;
    },
    (v: boolean) => (v ? 'no' : 'yes'),
  ),
  option('withdrawn', 'withdrawn', 'a withdrawn player keeps his place in the value scale, or is removed from it', 'keep or remove', choice(['keep', 'remove'] as const), String),
  option(
    'repeat',
    'repeat',
    'who may meet again: never, not-within:K (not within the last K rounds), at-most:M (at most M games)',
    'never, not-within:K or at-most:M',
    parseRepeatRule,
    makeRepeatRule,
  ),
  // keizer.md §4: clubs that play the season as a few cycles, in each of which everyone may meet again.
  withChoices(
    option('periods', 'periods', 'the planned rounds split into K periods; the repeat rule applies within a period', 'a whole number from 1', whole(1), String),
    ['1', '2', '3', '4'],
    true,
  ),
  option('colours', 'colours', 'colour rule: keizer (lower share of whites gets white) or geel (Elo-points rule)', COLOUR_RULES.join(' or '), choice(COLOUR_RULES), String),
  withChoices(
    optionalOption(
      'initial-order',
      'initialOrder',
      'initial ranking as player numbers, e.g. 3,1,2; rating: by rating, then name; random: drawn with the seed',
      'player numbers separated by commas, rating or random',
      'rating',
      (t): readonly number[] | 'random' | undefined => {
        if (t === 'random') return 'random';
        if (!/^\d{1,7}(,\d{1,7})*$/.test(t)) return undefined;
        const ids = t.split(',').map(Number);
        return new Set(ids).size === ids.length ? ids : undefined;
      },
      (v) => (v === 'random' ? v : v.join(',')),
    ),
    ['rating', 'random'],
    true,
  ),
  option('seed', 'seed', 'seed for the drawing of lots', 'a whole number', whole(0), String),
];
