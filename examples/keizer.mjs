// arbiter/keizer: keizer.md §2, example 1 — four players, values 6, 5, 4, 3; pair round 1 and score it.
import { keizerTournament, keizerStandings, pairKeizer } from 'arbiter/keizer';

let t = keizerTournament([
  { id: 1, name: 'Jansen', rating: 2000 },
  { id: 2, name: 'Pietersen', rating: 1900 },
  { id: 3, name: 'Bakker', rating: 1800 },
  { id: 4, name: 'Slager', rating: 1700 },
]);
const before = keizerStandings(t);
if (!before.ok) throw new Error(before.error.message);
console.log(`values: ${before.value.rows.map((r) => `${r.player.name} ${r.value}`).join(', ')}`);
const round = pairKeizer(t);
if (!round.ok) throw new Error(round.error.message);
console.log(`round 1: ${round.value.games.map((g) => `${g.white}-${g.black}`).join(' ')}`);
// Every game won by white; with the own value counted once (keizer.md §2), a winner scores his own value
// plus the loser's.
t = { ...t, rounds: [{ ...round.value, games: round.value.games.map((g) => ({ ...g, result: '1-0' })) }] };
const after = keizerStandings(t);
if (!after.ok) throw new Error(after.error.message);
console.log(`after round 1: ${after.value.rows.map((r) => `${r.player.name} ${r.score}`).join(', ')}`);
