/**
 * The application's lifecycle (docs/statuses.md): In process -> In review -> Ready to bind ->
 * Purchase pending -> Awaiting signatures -> Completed -> Bound, any status -> Archive -> the
 * status before; admins may set any. Also the version every write checks (a stale one is 1226).
 */
import {
  ApplicationStatus,
  Bindability,
  canChangeApplicationStatus,
  ErrorCode,
  SUBMITTABLE_STATUSES,
} from '@coverline/contracts';
import type { Refusal } from './refusal';

/** The part of an application the status machine reads and writes. */
export interface StatusState {
  status: ApplicationStatus;
  statusBeforeArchive: ApplicationStatus | null;
}

/**
 * A status change asked for by a person, or null when the machine refuses it. Archiving
 * remembers the status it leaves, so that unarchiving can return there.
 */
export function changeStatus(
  state: StatusState,
  to: ApplicationStatus,
  actor: { admin: boolean },
): StatusState | null {
  const allowed = canChangeApplicationStatus(state.status, to, {
    admin: actor.admin,
    statusBeforeArchive: state.statusBeforeArchive,
  });
  if (!allowed) return null;
  if (to === ApplicationStatus.Archive) return { status: to, statusBeforeArchive: state.status };
  return { status: to, statusBeforeArchive: null };
}

/** Sending the submission (again) is open while the submission itself may change. */
export function submitRefusal(status: ApplicationStatus): Refusal {
  return SUBMITTABLE_STATUSES.includes(status) ? null : ErrorCode.StatusNotSubmittable;
}

/**
 * A sent submission goes to review, also from Ready to bind: the carrier quote chosen before
 * no longer applies to it.
 */
export const SUBMITTED_STATUS = ApplicationStatus.InReview;

/** Rating and choosing a carrier quote need the active quote, sent and not yet in checkout. */
export function submittedQuoteRefusal(app: {
  active: boolean;
  status: ApplicationStatus;
  submittedAt: Date | null;
}): Refusal {
  if (!app.active) return ErrorCode.InactiveQuote;
  if (!app.submittedAt) return ErrorCode.StatusNotSubmittable;
  return submitRefusal(app.status);
}

/**
 * Choosing a carrier quote bindable through the API makes the application ready to bind; any
 * other keeps it in review for a person to look at.
 */
export function statusAfterSelecting(bindability: Bindability | null): ApplicationStatus {
  return bindability === Bindability.BindableThruApi
    ? ApplicationStatus.ReadyToBind
    : ApplicationStatus.InReview;
}

/**
 * Optimistic concurrency: a write names the version it read, and a stale one is refused so the
 * caller reloads rather than overwrite someone's change. No version named: no check.
 */
export function staleVersionRefusal(stored: number, read: number | undefined): Refusal {
  return read !== undefined && stored !== read ? ErrorCode.StatusHasChanged : null;
}

/** Every write of the application moves its version on by one. */
export function nextVersion(version: number): number {
  return version + 1;
}

/** What happens to an application on the way from a selected quote to a signed purchase. */
export type PurchaseEvent = 'checkoutStarted' | 'paid' | 'checkoutClosed' | 'signed';

/**
 * The status a purchase event moves the application to, or null when the event does not apply
 * in its status (the caller then leaves the status as it is). Starting checkout, payment and the
 * last signature move forward along the lifecycle in docs/statuses.md; a declined or reset checkout returns a
 * pending purchase to Ready to bind so the client can pay again.
 */
export function statusAfterPurchaseEvent(
  status: ApplicationStatus,
  event: PurchaseEvent,
): ApplicationStatus | null {
  if (event === 'checkoutClosed') {
    return status === ApplicationStatus.PurchasePending ? ApplicationStatus.ReadyToBind : null;
  }
  const to = {
    checkoutStarted: ApplicationStatus.PurchasePending,
    paid: ApplicationStatus.AwaitingSignatures,
    signed: ApplicationStatus.Completed,
  }[event];
  return canChangeApplicationStatus(status, to, { admin: false }) ? to : null;
}
