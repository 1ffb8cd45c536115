import { useEffect, useState } from 'preact/hooks';
import { request } from '../api.js';
import type { GameResult } from '../../../src/core/game.js';
import type { Side, SlipView } from '../../../src/core/ownResults.js';
import { ErrorBox, RESULT_LABEL, useTitle } from '../common.js';
import { navigate } from '../router.js';
import { useT } from '../i18n/index.js';

const RESULTS: readonly GameResult[] = ['1-0', '1/2-1/2', '0-1'];
/** The side this phone entered for, per slip: so it shows "waiting" rather than asking its own player to confirm. */
const mine = (tid: string, code: string) => `arbiter-slip:${tid}:${code.toUpperCase().replace(/[^0-9A-Z]/g, '')}`;

/**
 * The page a slip's code opens (issue 34 Deliver 5), made for a phone: the board and its two players;
 * either player enters the result, the other confirms or disputes it. Nothing else of the tournament.
 */
export function OwnResultPage({ tid, code }: { tid: string; code: string | undefined }) {
  const { t } = useT();
  useTitle(t('ownResults.pageTitle'));
  return (
    <main id="main" class="own-result">
      {code === undefined ? <CodeForm tid={tid} /> : <SlipPage tid={tid} code={code} />}
    </main>
  );
}

function CodeForm({ tid }: { tid: string }) {
  const { t } = useT();
  const [typed, setTyped] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        navigate(`/r/${tid}/${encodeURIComponent(typed.trim().replace(/\s+/g, ''))}`);
      }}
    >
      <h1>{t('ownResults.pageTitle')}</h1>
      <label for="slip-code">{t('ownResults.codeLabel')}</label>
      <input
        id="slip-code"
        autocomplete="off"
        autocapitalize="characters"
        value={typed}
        onInput={(e) => {
          setTyped(e.currentTarget.value);
        }}
        required
        maxLength={20}
      />
      <button type="submit">{t('ownResults.open')}</button>
    </form>
  );
}

function SlipPage({ tid, code }: { tid: string; code: string }) {
  const { t } = useT();
  const path = `/api/slips/${encodeURIComponent(tid)}/${encodeURIComponent(code)}`;
  const [slip, setSlip] = useState<SlipView>();
  const [error, setError] = useState<unknown>();
  const [side, setSide] = useState<Side | undefined>(() => (localStorage.getItem(mine(tid, code)) as Side | null) ?? undefined);
  useEffect(() => {
    request<SlipView>('GET', path).then(setSlip, setError);
  }, [path]);
  const send = async (body: { action: 'enter' | 'confirm' | 'dispute'; side: Side; result?: GameResult }) => {
    try {
      setSlip(await request<SlipView>('POST', path, body));
      setError(undefined);
      localStorage.setItem(mine(tid, code), body.side);
    } catch (e) {
      setError(e);
    }
  };
  if (!slip) return <ErrorBox error={error} />;
  const name = (s: Side) => (s === 'white' ? slip.white : slip.black);
  const result = slip.result ? RESULT_LABEL[slip.result] : '';
  return (
    <>
      <h1>{t('ownResults.pageTitle')}</h1>
      <p class="slip-board">{t('ownResults.board', { round: slip.round, board: slip.board })}</p>
      <p class="slip-pair">
        □ <strong>{slip.white}</strong> – ■ <strong>{slip.black}</strong>
      </p>
      <ErrorBox error={error} />
      {slip.state === 'open' && <EnterForm slip={slip} side={side} onSide={setSide} onSend={(s, r) => void send({ action: 'enter', side: s, result: r })} />}
      {slip.state === 'entered' && slip.by && (
        <>
          <p role="status">{t('ownResults.entered', { who: name(slip.by), result })}</p>
          {side === slip.by ? (
            <p>{t('ownResults.waiting', { who: name(slip.by === 'white' ? 'black' : 'white') })}</p>
          ) : (
            <ConfirmForm other={slip.by === 'white' ? 'black' : 'white'} name={name} entered={slip.result!} onSend={(b) => void send(b)} />
          )}
        </>
      )}
      {slip.state === 'confirmed' && <p role="status">{t('ownResults.confirmed', { result })}</p>}
      {slip.state === 'disputed' && <p role="status">{t('ownResults.disputed', { result, claim: slip.claim ? RESULT_LABEL[slip.claim] : '' })}</p>}
      {slip.state === 'accepted' && <p role="status">{t('ownResults.accepted', { result })}</p>}
    </>
  );
}

function EnterForm({ slip, side, onSide, onSend }: { slip: SlipView; side: Side | undefined; onSide: (s: Side) => void; onSend: (s: Side, r: GameResult) => void }) {
  const { t } = useT();
  const [result, setResult] = useState<GameResult>();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (side && result) onSend(side, result);
      }}
    >
      <fieldset>
        <legend>{t('ownResults.whoAreYou')}</legend>
        {(['white', 'black'] as const).map((s) => (
          <label key={s} class="choice">
            <input
              type="radio"
              name="side"
              value={s}
              checked={side === s}
              onChange={() => {
                onSide(s);
              }}
            />{' '}
            {s === 'white' ? slip.white : slip.black}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('ownResults.theResult')}</legend>
        {RESULTS.map((r) => (
          <label key={r} class="choice">
            <input
              type="radio"
              name="result"
              value={r}
              checked={result === r}
              onChange={() => {
                setResult(r);
              }}
            />{' '}
            {RESULT_LABEL[r]}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={!side || !result}>
        {t('ownResults.send')}
      </button>
    </form>
  );
}

function ConfirmForm({
  other,
  name,
  entered,
  onSend,
}: {
  other: Side;
  name: (s: Side) => string;
  entered: GameResult;
  onSend: (b: { action: 'confirm' | 'dispute'; side: Side; result?: GameResult }) => void;
}) {
  const { t } = useT();
  const [claim, setClaim] = useState<GameResult>();
  return (
    <>
      <p>{t('ownResults.confirmAsk', { who: name(other) })}</p>
      <button
        type="button"
        onClick={() => {
          onSend({ action: 'confirm', side: other });
        }}
      >
        {t('ownResults.confirm')}
      </button>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (claim) onSend({ action: 'dispute', side: other, result: claim });
        }}
      >
        <fieldset>
          <legend>{t('ownResults.dispute')}</legend>
          {RESULTS.filter((r) => r !== entered).map((r) => (
            <label key={r} class="choice">
              <input
                type="radio"
                name="claim"
                value={r}
                checked={claim === r}
                onChange={() => {
                  setClaim(r);
                }}
              />{' '}
              {RESULT_LABEL[r]}
            </label>
          ))}
        </fieldset>
        <button type="submit" class="secondary" disabled={!claim}>
          {t('ownResults.sendDispute')}
        </button>
      </form>
    </>
  );
}
