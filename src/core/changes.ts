import type { Game } from './game.js';
import type { Player } from './player.js';
import type { SlipReport } from './ownResults.js';
import { prohibitionRoundsText, type Prohibition, type Tournament } from './tournament.js';
import { isPublished } from './tournamentOptions.js';

/**
 * What changed between two versions of a tournament, in a director's words, for the history:
 * "round 3 board 7: 1-0 (Jansen – Bakker)", "player 12 added: Smit, Anna", "round 4 paired".
 * Whoever made the change (the CLI, the web, an editor), the same words describe it.
 */
export function describeChange(before: Tournament | undefined, after: Tournament): string {
  if (!before) return `created the tournament (${after.settings.system}, ${after.players.length} player${after.players.length === 1 ? '' : 's'})`;
  const parts: string[] = [];
  if (before.name !== after.name) parts.push(`renamed to "${after.name}"`);
  if (Boolean(before.archived) !== Boolean(after.archived)) parts.push(after.archived ? 'archived' : 'taken out of the archive');
  if (isPublished(before) !== isPublished(after)) parts.push(isPublished(after) ? 'published' : 'hidden from the public');
  if (before.plannedRounds !== after.plannedRounds) parts.push(`planned rounds ${before.plannedRounds ?? 'none'} → ${after.plannedRounds ?? 'none'}`);
  if (JSON.stringify(before.settings) !== JSON.stringify(after.settings)) parts.push(settingsChange(before, after));
  parts.push(...playerChanges(before.players, after.players));
  parts.push(...roundChanges(before, after));
  parts.push(...absenceChanges(before, after));
  parts.push(...prohibitionChanges(before, after));
  parts.push(...reportChanges(before, after));
  if (parts.length === 0) return 'no change';
  return parts.length > 4 ? `${parts.slice(0, 4).join('; ')}; and ${parts.length - 4} more` : parts.join('; ');
}

/** What the players reported with their slips' codes (issue 34), waiting for the director. */
function reportChanges(before: Tournament, after: Tournament): string[] {
  const was = new Map((before.ownResults?.reports ?? []).map((r) => [`${r.round}:${r.board}`, r]));
  const words = (r: SlipReport) => `round ${r.round} board ${r.board}: ${r.result}${r.claim ? ` (${r.claim} by ${r.by === 'white' ? 'black' : 'white'})` : ''}`;
  const key = !before.ownResults && after.ownResults ? ['key of the result slips made'] : [];
  return [
    ...key,
    ...(after.ownResults?.reports ?? []).filter((r) => JSON.stringify(was.get(`${r.round}:${r.board}`)) !== JSON.stringify(r)).map((r) => `${r.state} by a player: ${words(r)}`),
  ];
}

/** Prohibited pairings entered or taken back (`arbiter forbid`). */
function prohibitionChanges(before: Tournament, after: Tournament): string[] {
  const key = (x: Prohibition) => JSON.stringify(x);
  const old = new Set((before.prohibitions ?? []).map(key));
  const now = new Set((after.prohibitions ?? []).map(key));
  const words = (x: Prohibition) => `players ${x.players.join(', ')}, ${prohibitionRoundsText(x)}`;
  return [
    ...(after.prohibitions ?? []).filter((x) => !old.has(key(x))).map((x) => `pairing prohibited: ${words(x)}`),
    ...(before.prohibitions ?? []).filter((x) => !now.has(key(x))).map((x) => `prohibition taken back: ${words(x)}`),
  ];
}

function settingsChange(before: Tournament, after: Tournament): string {
  if (before.settings.system !== after.settings.system) return `system ${before.settings.system} → ${after.settings.system}`;
  const b = before.settings as unknown as Record<string, unknown>;
  const a = after.settings as unknown as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  return `settings changed: ${keys.join(', ')}`;
}

function playerChanges(before: readonly Player[], after: readonly Player[]): string[] {
  const old = new Map(before.map((p) => [p.id, p]));
  const now = new Map(after.map((p) => [p.id, p]));
  const out: string[] = [];
  const added = after.filter((p) => !old.has(p.id));
  if (added.length === 1) out.push(`player ${added[0]!.id} added: ${added[0]!.name}`);
  else if (added.length > 1) out.push(`${added.length} players added (${added[0]!.name} … ${added[added.length - 1]!.name})`);
  for (const p of before) if (!now.has(p.id)) out.push(`player ${p.id} removed: ${p.name}`);
  for (const p of after) {
    const q = old.get(p.id);
    if (!q || q === p || JSON.stringify(q) === JSON.stringify(p)) continue; // the same object: unchanged, no need to compare (5,000 players)
    if (q.withdrawnFromRound === undefined && p.withdrawnFromRound !== undefined) out.push(`${p.name} withdrawn from round ${p.withdrawnFromRound}`);
    else if (q.withdrawnFromRound !== undefined && p.withdrawnFromRound === undefined) out.push(`${p.name} reinstated`);
    else out.push(`player ${p.id} edited: ${p.name}`);
  }
  return out;
}

function roundChanges(before: Tournament, after: Tournament): string[] {
  const out: string[] = [];
  const nameOf = (id: number) => after.players.find((p) => p.id === id)?.name ?? before.players.find((p) => p.id === id)?.name ?? `player ${id}`;
  for (const r of after.rounds) {
    const was = before.rounds.find((x) => x.number === r.number);
    if (!was) {
      out.push(`round ${r.number} paired`);
      continue;
    }
    if (!samePairing(was.games, r.games) || was.byes.join() !== r.byes.join()) {
      out.push(`round ${r.number} paired again`);
      continue;
    }
    // Same pairing: the boards are in the same order, so the game before is the one at the same index
    // (a search per board would be quadratic: seconds for a round of 2,500 boards).
    for (const [i, g] of r.games.entries()) {
      const h = was.games[i]!;
      if (h.result !== g.result) out.push(`round ${r.number} board ${g.board}: ${g.result ?? 'result cleared'} (${nameOf(g.white)} – ${nameOf(g.black)})`);
    }
  }
  for (const r of before.rounds) if (!after.rounds.some((x) => x.number === r.number)) out.push(`round ${r.number} undone`);
  return out;
}

const samePairing = (a: readonly Game[], b: readonly Game[]): boolean =>
  a.length === b.length && a.every((g, i) => g.board === b[i]!.board && g.white === b[i]!.white && g.black === b[i]!.black);

function absenceChanges(before: Tournament, after: Tournament): string[] {
  const key = (a: { round: number; player: number; kind: string }) => `${a.round}:${a.player}:${a.kind}`;
  const was = new Set(before.absences.map(key));
  const now = new Set(after.absences.map(key));
  const nameOf = (id: number) => after.players.find((p) => p.id === id)?.name ?? `player ${id}`;
  const out: string[] = [];
  for (const a of after.absences) if (!was.has(key(a))) out.push(`${nameOf(a.player)}: ${a.kind} in round ${a.round}`);
  for (const a of before.absences)
    if (!now.has(key(a)) && !after.absences.some((x) => x.round === a.round && x.player === a.player)) out.push(`${nameOf(a.player)} present again in round ${a.round}`);
  return out;
}
