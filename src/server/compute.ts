import { ArbiterFailure, err, ok, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { pairRound, type PairedRound } from '../director/registry.js';
import { standings, type Standings } from '../director/registry.js';
import { makeCheckedTournamentFile } from '../formats/tournamentFile.js';
import { orderCheck, titleOdds, type OddsOptions, type OrderCheck, type TitleOdds } from '../director/forecast.js';

/**
 * The heavy work of the server, as plain data in and out so that it can run in a worker thread: pairing a
 * round and computing standings (of large events: seconds), making the checked text a store saves (of a
 * large event: a tenth of a second). A director's error comes back as a value.
 */
export type ComputeTask =
  | { readonly kind: 'pair'; readonly tournament: Tournament; readonly allowPending?: boolean }
  | { readonly kind: 'standings'; readonly tournament: Tournament; readonly afterRounds: readonly (number | undefined)[] }
  | { readonly kind: 'odds'; readonly tournament: Tournament; readonly options: OddsOptions }
  | { readonly kind: 'order-check'; readonly tournament: Tournament; readonly samples?: number | undefined }
  | { readonly kind: 'file'; readonly tournament: Tournament };

export type ComputeAnswer =
  | { readonly kind: 'pair'; readonly paired: PairedRound }
  | { readonly kind: 'standings'; readonly standings: readonly Standings[] }
  | { readonly kind: 'odds'; readonly odds: TitleOdds }
  | { readonly kind: 'order-check'; readonly check: OrderCheck }
  | { readonly kind: 'file'; readonly text: string };

export function compute(task: ComputeTask): Result<ComputeAnswer> {
  try {
    switch (task.kind) {
      case 'pair': {
        const r = pairRound(task.tournament, { allowPending: task.allowPending ?? false });
        return r.ok ? ok({ kind: 'pair', paired: r.value }) : r;
      }
      case 'standings':
        return ok({ kind: 'standings', standings: task.afterRounds.map((after) => standings(task.tournament, after)) });
      case 'odds': {
        const r = titleOdds(task.tournament, task.options);
        return r.ok ? ok({ kind: 'odds', odds: r.value }) : r;
      }
      case 'order-check': {
        const r = orderCheck(task.tournament, { samples: task.samples });
        return r.ok ? ok({ kind: 'order-check', check: r.value }) : r;
      }
      case 'file': {
        const r = makeCheckedTournamentFile(task.tournament);
        return r.ok ? ok({ kind: 'file', text: r.value }) : r;
      }
    }
  } catch (e) {
    if (e instanceof ArbiterFailure) return err({ code: e.code, message: e.message });
    throw e;
  }
}

/** How much work a task is, roughly: below this many players it runs at once, above it in a worker. */
export const WORKER_FROM_PLAYERS = 150;

/** A task for a worker: a large event, or a simulation (seconds even for a club, keizer.md §7–8). */
export const isHeavy = (task: ComputeTask): boolean => task.tournament.players.length >= WORKER_FROM_PLAYERS || task.kind === 'odds' || task.kind === 'order-check';
