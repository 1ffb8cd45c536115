import { useEffect, useState } from 'preact/hooks';
import QRCode from 'qrcode';
import { request, type TournamentView } from '../api.js';
import type { Slip } from '../../../src/core/ownResults.js';
import { ErrorBox, playerName, useDerived } from '../common.js';
import { useT } from '../i18n/index.js';

/**
 * Result slips (pairing cards, issue 34 Deliver 4): one per board with the round, the board, both names
 * with their colours, the result to tick and a line for each player to sign; dashed cut lines, four to an
 * A4 page. With `own-results` on, each carries its board's code and the QR code of its entry page.
 */
export function ResultSlips({ view, number }: { view: TournamentView; number: number }) {
  const { t: tr } = useT();
  const t = view.tournament;
  const round = t.rounds.find((r) => r.number === number);
  const on = t.settings.ownResults === true && number === t.rounds.length;
  const slips = useDerived(
    () => (on ? request<{ slips: Slip[] }>('GET', `/api/tournaments/${encodeURIComponent(view.id)}/slips/${number}`) : Promise.resolve(undefined)),
    [view.revision, on, number],
  );
  if (!round) return <p class="error">{tr('print.notPaired', { n: number })}</p>;
  const codeOf = (board: number) => slips.data?.slips.find((s) => s.board === board)?.code;
  return (
    <>
      <h1 class="no-print">{tr('ownResults.slipsTitle', { n: number })}</h1>
      {!on && <p class="no-print">{tr('ownResults.off')}</p>}
      <ErrorBox error={slips.error} />
      <div class="slips">
        {round.games.map((g) => (
          <section key={g.board} class="slip" aria-label={tr('ownResults.slip', { round: number, board: g.board })}>
            <p class="slip-head">
              <strong>{t.name}</strong> · {tr('ownResults.slip', { round: number, board: g.board })}
            </p>
            <table class="slip-players">
              <tbody>
                <tr>
                  <th scope="row">□ {tr('game.white')}</th>
                  <td>{playerName(t, g.white)}</td>
                  <td class="slip-sign">{tr('ownResults.signWhite')}</td>
                </tr>
                <tr>
                  <th scope="row">■ {tr('game.black')}</th>
                  <td>{playerName(t, g.black)}</td>
                  <td class="slip-sign">{tr('ownResults.signBlack')}</td>
                </tr>
              </tbody>
            </table>
            <p class="slip-result">
              {tr('ownResults.result')}: <span class="slip-box">1–0</span> <span class="slip-box">½–½</span> <span class="slip-box">0–1</span>
            </p>
            {on && <SlipCode id={view.id} board={g.board} code={codeOf(g.board)} />}
          </section>
        ))}
      </div>
    </>
  );
}

/** A slip's code, the address to type it at, and the QR code of its entry page. */
function SlipCode({ id, board, code }: { id: string; board: number; code: string | undefined }) {
  const { t } = useT();
  const [qr, setQr] = useState<string>();
  const home = `${location.origin}/r/${id}`;
  const url = code === undefined ? undefined : `${home}/${code}`;
  useEffect(() => {
    if (url === undefined) return;
    let live = true;
    void QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [url]);
  if (code === undefined) return null;
  return (
    <div class="slip-code">
      {qr && <img src={qr} alt={t('ownResults.qr', { board })} width={96} height={96} />}
      <p>
        {t('ownResults.enterAt', { url: home.replace(/^https?:\/\//, '') })}{' '}
        <strong class="code" data-code={code}>
          {code.slice(0, 4)}-{code.slice(4)}
        </strong>
      </p>
    </div>
  );
}
