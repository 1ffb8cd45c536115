/**
 * `arbiter/trf`: FIDE's Tournament Report File, TRF16 (with the pairing engines' XX and BB records) and
 * TRF-2026, read and written. Pure: text in, plain data or a typed error (line and column) out.
 *
 *     import { readTrfFile, makeTrf } from 'arbiter/trf';
 *     const r = readTrfFile(text);          // TRF16 or TRF-2026, told apart by its records
 *     if (r.ok) console.log(r.value.format, r.value.tournament.players.length);
 */
export { parseTrf, makeTrf, TRF_COLOURS, TRF_RESULTS, TRF_ERROR_CODES } from '../formats/trf.js';
export type { TrfTournament, TrfPlayer, TrfRoundEntry, TrfError, TrfErrorCode, TrfColour, TrfResult } from '../formats/trf.js';
export { parseTrf2026, makeTrf2026 } from '../formats/trf2026.js';
export { trfFromTrf2026, trf2026FromTrf } from '../formats/trfConvert.js';
export { readTrfFile, TRF_FORMATS } from '../formats/trfFile.js';
export type { TrfFormat } from '../formats/trfFile.js';
export type { Result } from '../core/result.js';
