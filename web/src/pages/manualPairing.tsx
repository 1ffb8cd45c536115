import { useRef, useState } from 'preact/hooks';
import { api, type PairingCheck, type Tournament } from '../api.js';
import { ErrorBox, byName } from '../common.js';
import { useT } from '../i18n/index.js';
import { manualWordText } from '../manualWords.js';

type Pair = { white: number; black: number };

/**
 * Pairing by hand with selects; the server checks it against the rules and names every break by its code,
 * worded here in the reader's language (the English sentence only for a code this app does not know).
 */
export function ManualPairing(props: {
  id: string;
  t: Tournament;
  players: number[];
  initial: Pair[];
  initialByes?: number[];
  onSave: (pairs: Pair[], byes: number[]) => Promise<void>;
}) {
  const { t, players } = props;
  const tr = useT();
  const w = tr.t;
  const [boards, setBoards] = useState<Pair[]>(() =>
    props.initial.length ? props.initial : Array.from({ length: Math.floor(players.length / 2) }, () => ({ white: 0, black: 0 })),
  );
  const [bye, setBye] = useState<number>(props.initialByes?.[0] ?? 0);
  const [check, setCheck] = useState<PairingCheck>();
  const [error, setError] = useState<unknown>();
  const used = new Set(boards.flatMap((b) => [b.white, b.black]).concat(bye ? [bye] : []));
  const sorted = players
    .map((p) => t.players.find((x) => x.id === p)!)
    .filter(Boolean)
    .sort(byName);
  const unplaced = sorted.filter((p) => !used.has(p.id));
  const complete = boards.filter((b) => b.white && b.black);
  const byes = bye ? [bye] : [];

  const set = (i: number, side: 'white' | 'black', v: number) => {
    setBoards(boards.map((b, k) => (k === i ? { ...b, [side]: v } : b)));
    setCheck(undefined);
  };
  /** A board's white or black cell accepts a name dragged from the players not placed yet. */
  const dragged = useRef<number | undefined>(undefined);
  const dropOn = (i: number, side: 'white' | 'black') => ({
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      const id = dragged.current;
      dragged.current = undefined;
      if (id !== undefined && !used.has(id)) set(i, side, id);
    },
  });
  const doCheck = async () => {
    setError(undefined);
    try {
      setCheck(await api.checkPairing(props.id, complete, byes));
    } catch (e) {
      setError(e);
    }
  };
  const select = (i: number, side: 'white' | 'black', value: number) => (
    <select
      aria-label={w(side === 'white' ? 'manual.boardWhite' : 'manual.boardBlack', { n: i + 1 })}
      value={value}
      onChange={(e) => {
        set(i, side, Number(e.currentTarget.value));
      }}
    >
      <option value={0}>—</option>
      {sorted.map((p) => (
        <option key={p.id} value={p.id} disabled={used.has(p.id) && p.id !== value}>
          {p.name}
        </option>
      ))}
    </select>
  );
  return (
    <form
      class="manual"
      onSubmit={(e) => {
        e.preventDefault();
        void props.onSave(complete, byes);
      }}
    >
      <h3>{w('manual.title')}</h3>
      <table class="list compact">
        <thead>
          <tr>
            <th scope="col" class="num">
              {w('game.board')}
            </th>
            <th scope="col">{w('game.white')}</th>
            <th scope="col">{w('game.black')}</th>
          </tr>
        </thead>
        <tbody>
          {boards.map((b, i) => (
            <tr key={i}>
              <td class="num">{i + 1}</td>
              <td {...dropOn(i, 'white')}>{select(i, 'white', b.white)}</td>
              <td {...dropOn(i, 'black')}>{select(i, 'black', b.black)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="actions">
        <button
          type="button"
          class="secondary"
          onClick={() => {
            setBoards([...boards, { white: 0, black: 0 }]);
          }}
        >
          {w('manual.addBoard')}
        </button>
        <label for="manual-bye">{w('manual.bye')}</label>
        <select
          id="manual-bye"
          value={bye}
          onChange={(e) => {
            setBye(Number(e.currentTarget.value));
          }}
        >
          <option value={0}>{w('manual.nobody')}</option>
          {sorted.map((p) => (
            <option key={p.id} value={p.id} disabled={used.has(p.id) && p.id !== bye}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      {unplaced.length > 0 && (
        <div class="unplaced">
          <p id="unplaced-help">{w('manual.unplaced')}</p>
          <ul aria-describedby="unplaced-help">
            {unplaced.map((p) => (
              <li
                key={p.id}
                class="chip"
                draggable
                onDragStart={(e) => {
                  dragged.current = p.id;
                  e.dataTransfer?.setData('text/plain', p.name);
                }}
                onDragEnd={() => (dragged.current = undefined)}
              >
                {p.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ErrorBox error={error} />
      {check && (
        <div role="status">
          {check.errors.length === 0 && check.warnings.length === 0 && <p class="ok">{w('manual.ok')}</p>}
          {check.errors.map((x, i) => (
            <p key={`e${i}`} class="error">
              {w('manual.breaks')} <Word text={manualWordText(tr, x)} />
            </p>
          ))}
          {check.warnings.map((x, i) => (
            <p key={`w${i}`} class="warning">
              {w('manual.warning')} <Word text={manualWordText(tr, x)} />
            </p>
          ))}
        </div>
      )}
      <div class="actions">
        <button type="button" class="secondary" onClick={() => void doCheck()}>
          {w('manual.check')}
        </button>
        <button type="submit" disabled={complete.length === 0 || (check !== undefined && check.errors.length > 0)}>
          {check && check.warnings.length ? w('manual.saveDespite') : w('manual.save')}
        </button>
      </div>
    </form>
  );
}

/** A break in the reader's language, or in English (marked so) when its code is unknown. */
const Word = (props: { text: { text: string; lang: string } }) => (props.text.lang === 'en' ? <span lang="en">{props.text.text}</span> : <span>{props.text.text}</span>);
