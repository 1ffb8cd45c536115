import { afterEach, describe, expect, it } from 'vitest';

// The web app's module, loaded as the other render tests load it (its JSX and DOM types are web/tsconfig.json's).
type FideQuestion = (message: string, details: Readonly<Record<string, unknown>> | undefined) => string;
const { fideQuestion } = (await import(/* @vite-ignore */ new URL('../../web/src/fideQuestion.ts', import.meta.url).href)) as { fideQuestion: FideQuestion };

// The question the web app asks on a `fide-confirm` answer (src/director/fideMode.ts), in the page's language.
const SERVER = 'FIDE mode: Player 3: a half-point bye in round 5, after one in round 4 — a second half-point bye; confirm it to go on';

describe('fideQuestion', () => {
  const page = (lang: string) => {
    (globalThis as { document?: unknown }).document = { documentElement: { lang } };
  };
  afterEach(() => {
    delete (globalThis as { document?: unknown }).document;
  });

  it.each([
    // English: the server's words as they are (they name the change).
    ['en', { kind: 'second-half-bye', round: 5 }, SERVER],
    // The catalogs' words (web/src/i18n/*.ts fideMode.confirmAsk and fideMode.kind), the server's kept beside them.
    [
      'nl',
      { kind: 'second-half-bye', round: 5 },
      `FIDE-modus, ronde 5: een tweede halvepuntsbye. Dit tast de integriteit van de indeling aan; bevestig om door te gaan (het wordt vastgelegd in het toernooi en zijn TRF).\n\n(${SERVER})`,
    ],
    [
      'fr',
      { kind: 'round-undone', round: 2 },
      `Mode FIDE, ronde 2 : annuler une ronde. Cela touche à l’intégrité des appariements ; confirmez pour continuer (c’est consigné dans le tournoi et son TRF).\n\n(${SERVER})`,
    ],
    [
      'de',
      { kind: 'tiebreaks-changed', round: 1 },
      `FIDE-Modus, Runde 1: die Feinwertungen ändern. Das berührt die Integrität der Paarungen; bestätigen Sie, um fortzufahren (es wird im Turnier und seiner TRF vermerkt).\n\n(${SERVER})`,
    ],
    // A kind this web app does not know (a newer server): the server's words rather than a wrong question.
    ['nl', { kind: 'something-new', round: 1 }, SERVER],
  ])('%s %o', (lang, details, expected) => {
    page(lang);
    expect(fideQuestion(SERVER, details)).toBe(expected);
  });
});
