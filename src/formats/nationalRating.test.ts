import { describe, expect, it } from 'vitest';
import { makeTournamentFile, parseTournamentFile } from './tournamentFile.js';
import { makePlayerList, parsePlayerList } from './playerList.js';
import { checkPlayerFields } from '../core/fields.js';
import { DEFAULT_KEIZER_SETTINGS } from '../core/settings.js';

/**
 * The national rating (issue 34 item 2): a player's rating on his national federation's list (the Belgian
 * "Elo" of the KBSB/FRBE/KSB), kept beside his national id, as the tournament file, the player lists and
 * every entry point hold it.
 */
const file = (players: string) => `arbiter-tournament 3\nname Club\nsystem keizer\n${players}\n`;

describe('the national rating in the tournament file', () => {
  it.each([
    // [the player line, the national rating read]
    ['player 1 "Jansen, Piet" rating=1850 id=12345 natrating=1650', 1650],
    ['player 1 "Jansen, Piet" natrating=0', 0],
    // A file of before the field (every older file) reads as it did: no national rating.
    ['player 1 "Jansen, Piet" rating=1850 id=12345', undefined],
  ])('%s', (line, expected) => {
    const t = parseTournamentFile(file(line));
    if (!t.ok) throw new Error(t.error.message);
    expect(t.value.players[0]!.nationalRating).toBe(expected);
    // What is read is written back the same way.
    expect(makeTournamentFile(t.value)).toContain(`${line}\n`);
  });

  it('is written after the national id and read back as the same player', () => {
    const t = {
      name: 'Club',
      settings: DEFAULT_KEIZER_SETTINGS,
      players: [{ id: 1, name: 'Müller, Jérôme', federationId: '10234', nationalRating: 1712 }],
      rounds: [],
      absences: [],
    };
    const text = makeTournamentFile(t);
    expect(text).toContain('player 1 "Müller, Jérôme" id=10234 natrating=1712\n');
    const back = parseTournamentFile(text);
    expect(back.ok && back.value.players).toEqual(t.players);
  });

  it.each([
    ['natrating=3501', 'natrating: 3501 is outside 0–3500'],
    ['natrating=16.5', 'natrating: "16.5" is not a whole number (0–3500)'],
    ['natrating=', 'natrating: "" is not a whole number (0–3500)'],
  ])('refuses %s, naming the field', (field, message) => {
    const t = parseTournamentFile(file(`player 1 Jansen ${field}`));
    expect(t.ok).toBe(false);
    if (!t.ok) expect(t.error.message).toContain(message);
  });
});

describe('the field rule', () => {
  it.each([
    [1650.5, 'field.whole', 'national rating: 1650.5 is not a whole number'],
    [-1, 'field.range', 'national rating: -1 is outside 0–3500'],
    [3501, 'field.range', 'national rating: 3501 is outside 0–3500'],
  ])('%s is refused as %s', (nationalRating, code, message) => {
    const r = checkPlayerFields({ name: 'Jansen', nationalRating });
    expect(r.ok ? undefined : { code: r.error.code, field: r.error.field, message: r.error.message }).toEqual({ code, field: 'national rating', message });
  });
});

describe('the national rating in a player list', () => {
  it.each([
    // [what the list holds, the player read]. Belgian lists: "Stamnummer" / "Matricule" is the national
    // id, "ELO BEL" / "Rating BEL" / "Nat. rating" the national rating, "Elo" alone the rating.
    ['Stamnummer;Naam;ELO BEL;Elo\n12345;Jansen, Piet;1650;1850\n', { federationId: '12345', name: 'Jansen, Piet', nationalRating: 1650, rating: 1850 }],
    ['Matricule,Nom,Rating BEL,Fide ID\n23456,"Dupont, Jean",1500,205672\n', { federationId: '23456', name: 'Dupont, Jean', nationalRating: 1500, rating: 1500, fideId: '205672' }],
    ['Mitgliedsnummer\tName\tRating\tNat. rating\n34567\tSchmitz, Karl\t\t1400\n', { federationId: '34567', name: 'Schmitz, Karl', nationalRating: 1400 }],
    // 0 is no rating, as in the rating column.
    ['id,name,elo nat.,elo\n45678,Bakker,0,1600\n', { federationId: '45678', name: 'Bakker', rating: 1600 }],
  ])('%j', (csv, player) => {
    const r = parsePlayerList(csv);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.players).toEqual([{ row: 2, ...player }]);
    // The server keeps the list as makePlayerList writes it: it reads back as the same players.
    const kept = parsePlayerList(makePlayerList(r.value.players));
    expect(kept.ok && kept.value.players).toEqual(r.value.players);
  });

  it('refuses a list whose national rating is not a whole number, naming the row and the column', () => {
    const r = parsePlayerList('Stamnummer;Naam;ELO BEL\n12345;Jansen;16x0\n');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rows).toEqual([{ row: 2, problem: 'national rating: "16x0" is not a whole number (0–3500)' }]);
  });
});
