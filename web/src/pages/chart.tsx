import { useState } from 'preact/hooks';
import { api, type Progress, type TournamentView } from '../api.js';
import { ErrorBox, useDerived } from '../common.js';
import { useT } from '../i18n/index.js';

/** Line colours dark enough to read as text on white (contrast 4.5:1 or more). */
const COLOURS = ['#1f4e9c', '#b3261e', '#1d6b2a', '#6a3d9a', '#8c4b1f', '#a8306a', '#444444', '#5f5f00', '#0b6470', '#a34f00'];

/** Ranks (or scores) after each round, one line per player, drawn as SVG. */
export function ProgressChart({ progress, measure, highlight }: { progress: Progress; measure: 'rank' | 'score'; highlight?: number }) {
  const rounds = progress.rounds;
  const { t, score } = useT();
  if (rounds.length === 0) return <p>{t('chart.noRound')}</p>;
  const W = 760;
  const H = 420;
  const pad = { l: 48, r: 170, t: 16, b: 36 };
  const values = rounds.flatMap((r) => r.rows.map((x) => (measure === 'rank' ? x.rank : x.score)));
  const max = Math.max(1, ...values);
  const min = measure === 'rank' ? 1 : Math.min(0, ...values);
  const x = (i: number) => pad.l + (rounds.length === 1 ? 0 : (i * (W - pad.l - pad.r)) / (rounds.length - 1));
  const y = (v: number) => (measure === 'rank' ? pad.t + ((v - 1) / Math.max(1, max - 1)) * (H - pad.t - pad.b) : H - pad.b - ((v - min) / (max - min || 1)) * (H - pad.t - pad.b));
  const last = rounds[rounds.length - 1]!.rows;
  const order = [...last].sort((a, b) => a.rank - b.rank).map((r) => r.id);
  const name = new Map(progress.players.map((p) => [p.id, p.name]));
  const ticks =
    measure === 'rank' ? Array.from({ length: Math.min(max, 10) }, (_, k) => 1 + Math.round((k * (max - 1)) / Math.max(1, Math.min(max, 10) - 1))) : [min, (min + max) / 2, max];
  return (
    <svg viewBox={`0 0 ${W} ${H}`} class="chart" role="img" aria-label={t(measure === 'rank' ? 'chart.rankLabel' : 'chart.scoreLabel')}>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={pad.l} x2={W - pad.r} y1={y(v)} y2={y(v)} class="grid" />
          <text x={pad.l - 6} y={y(v) + 4} text-anchor="end" class="axis">
            {measure === 'rank' ? v : score(Math.round(v * 100) / 100)}
          </text>
        </g>
      ))}
      {rounds.map((r, i) => (
        <text key={r.round} x={x(i)} y={H - pad.b + 18} text-anchor="middle" class="axis">
          {r.round}
        </text>
      ))}
      <text x={(pad.l + W - pad.r) / 2} y={H - 4} text-anchor="middle" class="axis">
        {t('chart.round')}
      </text>
      {order.map((id, k) => {
        const points = rounds
          .map((r, i) => {
            const row = r.rows.find((x) => x.id === id);
            return row ? `${x(i)},${y(measure === 'rank' ? row.rank : row.score)}` : undefined;
          })
          .filter(Boolean)
          .join(' ');
        const end = last.find((x) => x.id === id)!;
        const colour = COLOURS[k % COLOURS.length];
        const strong = highlight === undefined || highlight === id;
        return (
          <g key={id} opacity={strong ? 1 : 0.25}>
            <polyline points={points} fill="none" stroke={colour} stroke-width={highlight === id ? 3 : 1.6} />
            <text x={W - pad.r + 6} y={y(measure === 'rank' ? end.rank : end.score) + 4} class="label" fill={colour}>
              {name.get(id)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function ChartPage({ view, preload }: { view: TournamentView; preload?: Progress }) {
  const [measure, setMeasure] = useState<'rank' | 'score'>('rank');
  const { t } = useT();
  const { data, error } = useDerived(() => api.progress(view.id), [view.revision], preload);
  return (
    <section>
      <h2>{t(measure === 'rank' ? 'chart.ranksTitle' : 'chart.scoresTitle')}</h2>
      <fieldset class="inline">
        <legend>{t('crosstable.show')}</legend>
        <label>
          <input
            type="radio"
            name="measure"
            checked={measure === 'rank'}
            onChange={() => {
              setMeasure('rank');
            }}
          />{' '}
          {t('chart.ranks')}
        </label>
        <label>
          <input
            type="radio"
            name="measure"
            checked={measure === 'score'}
            onChange={() => {
              setMeasure('score');
            }}
          />{' '}
          {t('chart.scores')}
        </label>
      </fieldset>
      <ErrorBox error={error} />
      {data && <ProgressChart progress={data} measure={measure} />}
    </section>
  );
}
