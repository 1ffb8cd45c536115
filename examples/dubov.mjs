// arbiter/dubov: pair round 1 of four players given as TRF16 text, and round 2 of the same players as data.
import { pairDubov, pairTrf } from 'arbiter/dubov';

const trf = [
  '012 Example',
  '001    1      Alpha                             2400                             0.0    1',
  '001    2      Bravo                             2300                             0.0    2',
  '001    3      Charlie                           2200                             0.0    3',
  '001    4      Delta                             2100                             0.0    4',
  'XXR 5',
  'XXC white1',
].join('\n');
const round1 = pairTrf(trf);
if (!round1.ok) throw new Error(round1.error.message);
// C.04.4.1 3.2.3: nobody has played, so G1 = {1, 2} (the first half by TPN) against G2 = {3, 4}; 5.2.1 colours.
console.log(`round ${round1.value.round}: ${round1.value.pairs.map((p) => `${p.white}-${p.black}`).join(' ')}`);

// Round 2 from plain data (every player with a rating, 1.1): 1 beat 3, 4 and 2 drew.
const played = (opponent, colour, score) => ({ opponent, colour, played: true, score, paired: true });
const round2 = pairDubov({
  totalRounds: 5,
  initialColour: 'white',
  players: [
    { id: 1, rating: 2400, available: true, rounds: [played(3, 'white', 'win')] },
    { id: 2, rating: 2300, available: true, rounds: [played(4, 'black', 'draw')] },
    { id: 3, rating: 2200, available: true, rounds: [played(1, 'black', 'loss')] },
    { id: 4, rating: 2100, available: true, rounds: [played(2, 'white', 'draw')] },
  ],
});
if (!round2.ok) throw new Error(round2.error.message);
console.log(`round 2: ${round2.value.pairs.map((p) => `${p.white}-${p.black}`).join(' ')}`);
