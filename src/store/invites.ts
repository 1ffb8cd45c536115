import { err, ok, type Result } from '../core/result.js';
import type { ClubRole } from './clubs.js';

/**
 * A club's invite links (issue 31): an admin makes one; whoever opens it chooses a name and a password and
 * becomes a director of that club, with the role the admin chose. A link works once and for a few days; the
 * store keeps only a hash of its token (as of a session's), and uses it in one step (the check, the new
 * director and the mark "used" under one lock, in one transaction), so a link opened many times at once
 * makes one director.
 */
export interface Invite {
  /** Names the invite on the staff page (the first 16 hex digits of the token's hash, not the token). */
  readonly id: string;
  readonly club: string;
  readonly role: ClubRole;
  /** The admin who made it. */
  readonly by: string;
  /** ISO time after which the link no longer works. */
  readonly expires: string;
  /** The director it made, once used. */
  readonly usedBy?: string;
}

/** What a new invite needs: everything but what the store works out. */
export type NewInvite = Omit<Invite, 'id' | 'usedBy'>;

/** How long a link works unless the admin says otherwise, and at most (days). */
export const INVITE_DAYS = 7;
export const MAX_INVITE_DAYS = 30;
/** Used and expired invites are forgotten this long after they expired (days). */
export const KEEP_OLD_INVITES_DAYS = 30;

export const INVITE_ERRORS = ['invite-unknown', 'invite-used', 'invite-expired'] as const;
export type InviteErrorCode = (typeof INVITE_ERRORS)[number];

export const inviteId = (tokenHash: string): string => tokenHash.slice(0, 16);

/** Whether an invite may still be used at `now`: the invite, or why not. */
export function checkInvite(invite: Invite | undefined, now: Date): Result<Invite> {
  if (invite === undefined) return err({ code: 'invite-unknown', message: "this invite link is not valid: ask the club's admin for a new one" });
  if (invite.usedBy !== undefined) return err({ code: 'invite-used', message: "this invite link was used already (it works once): ask the club's admin for a new one" });
  if (Date.parse(invite.expires) <= now.getTime())
    return err({ code: 'invite-expired', message: `this invite link expired on ${invite.expires.slice(0, 10)}: ask the club's admin for a new one` });
  return ok(invite);
}

/** Whether an invite is kept at `now` (see KEEP_OLD_INVITES_DAYS). */
export const keepInvite = (expires: string, now: Date): boolean => Date.parse(expires) + KEEP_OLD_INVITES_DAYS * 86_400_000 > now.getTime();
