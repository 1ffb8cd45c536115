// arbiter/ratings: FIDE rating changes (B.02) — two 2000 players, K 20: the winner gains 20 × (1 − 0.5).
import { rateFideEvent } from 'arbiter/ratings';

const r = rateFideEvent({
  players: [
    { id: 1, rating: 2000, k: 20 },
    { id: 2, rating: 2000, k: 20 },
  ],
  games: [{ white: 1, black: 2, result: 1 }],
});
if (!r.ok) throw new Error(r.error.message);
console.log(r.value.map((p) => `player ${p.id}: ${p.change.change >= 0 ? '+' : ''}${p.change.change} → ${p.published}`).join(', '));
