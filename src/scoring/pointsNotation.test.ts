import { describe, expect, it } from 'vitest';
import { pointsNotation, type PointsNotation } from './pointsNotation.js';
import { DEFAULT_SETTINGS, DEFAULT_SWISS_SETTINGS, type TournamentSettings } from '../core/settings.js';

describe('pointsNotation: one notation of points per tournament (issue 34)', () => {
  it.each<[string, TournamentSettings, PointsNotation]>([
    // keizer.md: a Keizer score adds opponents' values, half of them for a draw, fractions for absences.
    ['Keizer: fractions of values', DEFAULT_SETTINGS.keizer, 'decimals'],
    ['Elo-points: scores of two decimals', DEFAULT_SETTINGS['elo-points'], 'decimals'],
    // C.04 / TRF-2026 BBW 1, BBD 0.5, BBL 0 (the default point values).
    ['FIDE Dutch Swiss, default point values 1, ½, 0', DEFAULT_SETTINGS['swiss-dutch'], 'halves'],
    ['FIDE Dubov Swiss, default point values', DEFAULT_SETTINGS['swiss-dubov'], 'halves'],
    ['a Swiss with football scoring 3, 1, 0 (whole numbers)', { ...DEFAULT_SWISS_SETTINGS, pointsWin: 3, pointsDraw: 1 }, 'halves'],
    ['a Swiss whose pairing-allocated bye scores 0.4', { ...DEFAULT_SWISS_SETTINGS, pointsPairingBye: 0.4 }, 'decimals'],
    // C.05: 1, ½, 0.
    ['round robin', DEFAULT_SETTINGS['round-robin'], 'halves'],
    ['DO-TO-HO', DEFAULT_SETTINGS.dotoho, 'halves'],
  ])('%s', (_what, settings, notation) => {
    expect(pointsNotation({ settings })).toBe(notation);
  });
});
