// arbiter/lim: pair round 1 of four players given as TRF16 text, and round 2 of the same players as data.
import { pairLim, pairTrf } from 'arbiter/lim';

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
// C.04.4.3 Article 4: nobody has played, everyone is in the Median Scoregroup: the top half {1, 2} against
// the bottom half {3, 4}; Article 5: the colour drawn (White) to 1, the other to 2.
console.log(`round ${round1.value.round}: ${round1.value.pairs.map((p) => `${p.white}-${p.black}`).join(' ')}`);

// Round 2 from plain data (in the order of the initial ranking; no rating needed): 1 beat 3, 4 and 2 drew.
const played = (opponent, colour, score) => ({ opponent, colour, played: true, score, paired: true });
const round2 = pairLim({
  totalRounds: 5,
  initialColour: 'white',
  players: [
    { id: 1, available: true, rounds: [played(3, 'white', 'win')] },
    { id: 2, available: true, rounds: [played(4, 'black', 'draw')] },
    { id: 3, available: true, rounds: [played(1, 'black', 'loss')] },
    { id: 4, available: true, rounds: [played(2, 'white', 'draw')] },
  ],
});
if (!round2.ok) throw new Error(round2.error.message);
console.log(`round 2: ${round2.value.pairs.map((p) => `${p.white}-${p.black}`).join(' ')}`);
