// arbiter/roundrobin: the Berger table of C.05 for four players.
import { roundRobinSchedule } from 'arbiter/roundrobin';

const r = roundRobinSchedule(4);
if (!r.ok) throw new Error(r.error.message);
for (const round of r.value) console.log(`round ${round.round}: ${round.games.map((g) => `${g.white}-${g.black}`).join(' ')}`);
