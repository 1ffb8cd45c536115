// arbiter/tiebreaks: a round robin of three players; Sonneborn-Berger by C.07 worked out by hand.
import { computeTiebreaks } from 'arbiter/tiebreaks';

const players = [
  { id: 1, name: 'A' },
  { id: 2, name: 'B' },
  { id: 3, name: 'C' },
];
const rounds = [
  { number: 1, games: [{ board: 1, white: 1, black: 2, result: '1-0' }], byes: [3] },
  { number: 2, games: [{ board: 1, white: 3, black: 1, result: '1/2-1/2' }], byes: [2] },
  { number: 3, games: [{ board: 1, white: 2, black: 3, result: '1-0' }], byes: [1] },
];
const rows = computeTiebreaks({ players, rounds, pairing: 'round-robin', points: { pairingBye: 0 } }, ['sonneborn-berger']);
// Points: A 1.5, B 1, C 0.5. SB: A = 1×B + ½×C = 1.25; B = 1×C = 0.5; C = ½×A = 0.75.
console.log(rows.map((r) => `${r.name} ${r.points} SB ${r.tiebreaks['sonneborn-berger']}`).join(', '));
