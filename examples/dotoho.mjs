// arbiter/dotoho: twelve players, one game each — the pass at distance six.
import { dotohoPlan } from 'arbiter/dotoho';

const r = dotohoPlan(12, 1);
if (!r.ok) throw new Error(r.error.message);
console.log(r.value.passes.flatMap((p) => p.games.map(([a, b]) => `${a}-${b}`)).join(' '));
