import { useState } from 'preact/hooks';
import { api, type DutchChecklist, type TournamentView } from '../api.js';
import { ErrorBox, playerName, useDerived } from '../common.js';
import { useT } from '../i18n/index.js';

type Row = DutchChecklist['groups'][number][number];

/**
 * A paired round's checklist (the FIDE engines' check-list, `arbiter dutch -l`): per player, the score,
 * colours, colour preference, bye right and floats the Dutch engine paired by, and the round's pairing.
 * Asked of the server when opened; the table scrolls sideways on a narrow screen.
 */
export function RoundChecklist({ view, round }: { view: TournamentView; round: number }) {
  const [open, setOpen] = useState(false);
  const list = useDerived(() => (open ? api.checklist(view.id, round) : Promise.resolve(undefined)), [view.revision, round, open]);
  const tr = useT();
  const { t: w } = tr;
  const t = view.tournament;
  const number = (id: number): string => String(view.numbers[id] ?? id);
  const current = (r: Row): string =>
    r.current === undefined
      ? ''
      : r.current === 'bye'
        ? w('checklist.pairingBye')
        : w(r.current.colour === 'W' ? 'checklist.withWhite' : 'checklist.withBlack', { n: number(r.current.opponent) });
  const data = list.data;
  return (
    <details
      class="checklist"
      onToggle={(e) => {
        setOpen(e.currentTarget.open);
      }}
    >
      <summary>{w('checklist.show')}</summary>
      <p>{w('checklist.intro', { n: round })}</p>
      <ErrorBox error={list.error} />
      {open && !data && !list.error && <p role="status">{w('checklist.loading')}</p>}
      {data && (
        <>
          <div class="scroll">
            <table class="list compact">
              <caption>{w('checklist.caption', { n: round, rules: data.rules })}</caption>
              <thead>
                <tr>
                  <th scope="col">{w('checklist.number')}</th>
                  <th scope="col">{w('checklist.name')}</th>
                  <th scope="col">{w('checklist.points')}</th>
                  <th scope="col">{w('checklist.colours')}</th>
                  <th scope="col">{w('checklist.preference')}</th>
                  <th scope="col">{w('checklist.bye')}</th>
                  <th scope="col">{w('checklist.lastFloat', { criterion: data.floatColumns[0] })}</th>
                  <th scope="col">{w('checklist.earlierFloat', { criterion: data.floatColumns[1] })}</th>
                  <th scope="col">{w('checklist.current')}</th>
                  {Array.from({ length: data.playedRounds }, (_, k) => (
                    <th key={k} scope="col">
                      {w('checklist.round', { n: k + 1 })}
                    </th>
                  ))}
                </tr>
              </thead>
              {data.groups.map((g) => (
                <tbody key={g[0]!.points}>
                  {g.map((r) => (
                    <tr key={r.id}>
                      <td>{number(r.id)}</td>
                      <td>{playerName(t, r.id)}</td>
                      <td>{tr.fixed(r.points, 1)}</td>
                      <td>{r.colours}</td>
                      <td>{r.preference}</td>
                      <td>{w(r.mayHaveBye ? 'checklist.yes' : 'checklist.no')}</td>
                      <td>{r.floats[0]}</td>
                      <td>{r.floats[1]}</td>
                      <td>{current(r)}</td>
                      {r.opponents.map((o, k) => (
                        <td key={k}>{o === null ? '' : number(o)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          <p>
            <small>{w('checklist.key')}</small>
          </p>
        </>
      )}
    </details>
  );
}
