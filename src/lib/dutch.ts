/**
 * `arbiter/dutch`: the FIDE (Dutch) Swiss pairing engine, as a function from plain data to a pairing —
 * a stand-in for the pairing engines servers call (bbpPairings, JaVaFo), without a process or a file.
 *
 *     import { pairDutch, pairTrf } from 'arbiter/dutch';
 *     const r = pairDutch({ players, totalRounds: 9, initialColour: 'white' });   // the rules in force (2025)
 *     const o = pairDutch({ players, totalRounds: 9, initialColour: 'white', rules: '2017' });
 *     const s = pairTrf(trfText);           // the next round of a TRF16 or TRF-2026 file
 *     const l = pairTrf(trfText, { checklist: true });   // with the round's checklist (`-l`) in l.value.checklist
 *     if (r.ok) for (const p of r.value.pairs) console.log(p.white, p.black);
 */
import { err, type Result } from '../core/result.js';
import { DUTCH_RULES_TEXT } from '../core/settings.js';
import { readTrfFile } from '../formats/trfFile.js';
import { DEFAULT_DUTCH_RULES, DUTCH_RULES, dutchInputFromTrf, makeChecklist, pairDutch, type DutchError, type DutchPairing, type DutchRules } from '../pairing/dutch/index.js';

export {
  pairDutch,
  makeChecklist,
  checklistOf,
  dutchInputFromTrf,
  DUTCH_COLOURS,
  DUTCH_SCORES,
  DUTCH_ERROR_CODES,
  DUTCH_RULES,
  DEFAULT_DUTCH_RULES,
} from '../pairing/dutch/index.js';
export type {
  DutchRules,
  DutchInput,
  DutchPlayer,
  DutchRoundRecord,
  DutchPairing,
  DutchPair,
  DutchError,
  DutchErrorCode,
  DutchColour,
  DutchScore,
  DutchChecklist,
  DutchChecklistRow,
} from '../pairing/dutch/index.js';
export type { Result } from '../core/result.js';

/**
 * Pairs the next round (or round `round`) of a tournament given as TRF16 (with the engines' XXR/XXC
 * records) or TRF-2026 text, by the edition `rules` names; without it, the edition the file's 192 record
 * names (FIDE_DUTCH_2012, FIDE_DUTCH_2017, FIDE_DUTCH_2025), else the rules in force. With `checklist`,
 * the answer carries the round's checklist too (the table `arbiter dutch -l` writes, `makeChecklist`).
 */
export function pairTrf(
  text: string,
  options: { round?: number; rules?: DutchRules; checklist?: boolean } = {},
): Result<DutchPairing & { round: number; rules: DutchRules; checklist?: string }, DutchError> {
  const file = readTrfFile(text);
  if (!file.ok) return err({ code: 'dutch.input', message: file.error.message });
  const input = dutchInputFromTrf(file.value.tournament, options.round);
  if (!input.ok) return input;
  const rules = options.rules ?? file.value.rules ?? DEFAULT_DUTCH_RULES;
  if (!DUTCH_RULES.includes(rules)) return err({ code: 'dutch.input', message: `rules ${JSON.stringify(rules)}: expected ${DUTCH_RULES_TEXT}` });
  const paired = pairDutch({ ...input.value, rules });
  if (!paired.ok) return paired;
  const value = { ...paired.value, round: input.value.round, rules };
  if (!options.checklist) return { ok: true, value };
  const checklist = makeChecklist({ ...input.value, rules }, paired.value);
  return checklist.ok ? { ok: true, value: { ...value, checklist: checklist.value } } : checklist;
}
