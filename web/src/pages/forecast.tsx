import { useState } from 'preact/hooks';
import { api, type TournamentView } from '../api.js';
import { ErrorBox, TableScroll } from '../common.js';
import type { OrderCheck, TitleOdds } from '../../../src/director/forecast.js';

/**
 * "Can I still win?" and "how stable is this ranking?" (keizer.md §7–8), on demand: a button asks the
 * server, which simulates in a worker; the answer is for the revision it was asked at. Shown only for the
 * systems whose registry record has them (`view.system.forecasts`).
 */
export function SeasonForecast({ view }: { view: TournamentView }) {
  const forecasts = view.system.forecasts;
  const [odds, setOdds] = useState<TitleOdds | undefined>();
  const [check, setCheck] = useState<OrderCheck | undefined>();
  const [busy, setBusy] = useState<'odds' | 'order' | undefined>();
  const [error, setError] = useState<unknown>();
  if (!forecasts.odds && !forecasts.orderCheck) return null;
  const ask = async (what: 'odds' | 'order') => {
    setBusy(what);
    setError(undefined);
    try {
      if (what === 'odds') setOdds(await api.odds(view.id));
      else setCheck(await api.orderCheck(view.id));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <section class="forecast" aria-label="Title odds and order check">
      <div class="actions">
        {forecasts.odds && (
          <button type="button" class="small" disabled={busy !== undefined} onClick={() => void ask('odds')}>
            {busy === 'odds' ? 'Simulating…' : 'Title odds'}
          </button>
        )}
        {forecasts.orderCheck && (
          <button type="button" class="small" disabled={busy !== undefined} onClick={() => void ask('order')}>
            {busy === 'order' ? 'Replaying…' : 'How stable is this ranking?'}
          </button>
        )}
      </div>
      <ErrorBox error={error} />
      {odds && <OddsTable odds={odds} />}
      {check && <OrderNote check={check} />}
    </section>
  );
}

const pct = (x: number) => `${x.toFixed(1)} %`;

function OddsTable({ odds }: { odds: TitleOdds }) {
  const cell = (x: number, e: number, proven: boolean) => (proven ? '0 (out of reach)' : `${pct(x)} ± ${e.toFixed(1)}`);
  return (
    <TableScroll label="Title odds">
      <table class="list odds">
        <caption>
          Title odds: {odds.roundsLeft} round{odds.roundsLeft === 1 ? '' : 's'} left, {odds.simulations} simulated seasons
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col" class="num">
              First
            </th>
            <th scope="col" class="num">
              Top 3
            </th>
          </tr>
        </thead>
        <tbody>
          {odds.players.map((p) => (
            <tr key={p.id}>
              <td>{p.name}</td>
              <td class="num">{cell(p.first, p.firstError, p.eliminated)}</td>
              <td class="num">{cell(p.top3, p.top3Error, p.outOfTop3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="muted">± is the simulation&rsquo;s standard error. &ldquo;Out of reach&rdquo; is proven: even winning every game left cannot catch the leader.</p>
    </TableScroll>
  );
}

function OrderNote({ check }: { check: OrderCheck }) {
  const moving = check.players.filter((p) => p.places.length > 1);
  return (
    <div class="order-check">
      <p>
        {check.orderFree
          ? `The ${check.rounds} rounds played, replayed in ${check.samples} orders, give every player the same place: this ranking does not depend on the order of the rounds.`
          : `The ${check.rounds} rounds played, replayed in ${check.samples} orders: ${moving.length} player${moving.length === 1 ? '' : 's'} could have stood elsewhere.`}
      </p>
      {moving.length > 0 && (
        <ul>
          {moving.map((p) => (
            <li key={p.id}>
              {p.name}: place {p.actual} as played; places {p.places.map((x) => `${x.place} (${x.count}×)`).join(', ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
