import { it } from 'vitest';
import { DEFAULT_GENERATE_OPTIONS, generateTrf } from './director/generate.js';
import { checkTrf } from './director/check.js';
it('x', () => {
  for (const o of [{ players: 15, rounds: 8 }, { players: 14, rounds: 8, forfeits: 8 }, { players: 14, rounds: 8, unusual: 10 }]) {
    const trf = generateTrf({ ...DEFAULT_GENERATE_OPTIONS, system: 'double-swiss', seed: 2, halfByes: 0, zeroByes: 0, fullByes: 0, withdrawals: 0, ...o } as never);
    if (!trf.ok) throw new Error(trf.error.message);
    const r = checkTrf(trf.value);
    console.log(JSON.stringify(o), r.ok ? JSON.stringify({ rounds: r.value.rounds, st: r.value.standings.players }).slice(0, 900) : r.error.message);
  }
});
