import { useState } from 'preact/hooks';
import { api, type TournamentView } from '../api.js';
import { ErrorBox, TableScroll } from '../common.js';
import type { OrderCheck, TitleOdds } from '../../../src/director/forecast.js';
import { useT } from '../i18n/index.js';

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
  const { t } = useT();
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
    <section class="forecast" aria-label={t('forecast.label')}>
      <div class="actions">
        {forecasts.odds && (
          <button type="button" class="small" disabled={busy !== undefined} onClick={() => void ask('odds')}>
            {busy === 'odds' ? t('forecast.simulating') : t('forecast.odds')}
          </button>
        )}
        {forecasts.orderCheck && (
          <button type="button" class="small" disabled={busy !== undefined} onClick={() => void ask('order')}>
            {busy === 'order' ? t('forecast.replaying') : t('forecast.stable')}
          </button>
        )}
      </div>
      <ErrorBox error={error} />
      {odds && <OddsTable odds={odds} />}
      {check && <OrderNote check={check} />}
    </section>
  );
}

function OddsTable({ odds }: { odds: TitleOdds }) {
  const { t, fixed } = useT();
  const cell = (x: number, e: number, proven: boolean) => (proven ? t('forecast.outOfReach') : `${fixed(x, 1)} % ± ${fixed(e, 1)}`);
  return (
    <TableScroll label={t('forecast.odds')}>
      <table class="list odds">
        <caption>{t('forecast.caption', { count: odds.roundsLeft, simulations: odds.simulations })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('forecast.name')}</th>
            <th scope="col" class="num">
              {t('forecast.first')}
            </th>
            <th scope="col" class="num">
              {t('forecast.top3')}
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
      <p class="muted">{t('forecast.note')}</p>
    </TableScroll>
  );
}

function OrderNote({ check }: { check: OrderCheck }) {
  const moving = check.players.filter((p) => p.places.length > 1);
  const { t } = useT();
  return (
    <div class="order-check">
      <p>
        {check.orderFree
          ? t('forecast.orderFree', { rounds: check.rounds, samples: check.samples })
          : t('forecast.moving', { rounds: check.rounds, samples: check.samples, count: moving.length })}
      </p>
      {moving.length > 0 && (
        <ul>
          {moving.map((p) => (
            <li key={p.id}>{t('forecast.places', { name: p.name, actual: p.actual, places: p.places.map((x) => `${x.place} (${x.count}×)`).join(', ') })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
