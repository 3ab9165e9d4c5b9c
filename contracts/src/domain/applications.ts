/**
 * The applications pipeline staff work from the dashboard: its tabs (each a set of statuses, or
 * New for applications nobody is assigned to) and the date filters on the last change.
 */
import { ApplicationStatus } from './quotes';

/** The tabs, in the order the dashboard shows them; each is also a route segment. */
export const APPLICATION_TABS = [
  'all',
  'new',
  'inprocess',
  'inreview',
  'ready',
  'purchasepending',
  'completed',
  'bound',
  'archived',
] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];

/**
 * The statuses each tab lists. All leaves archived applications out, Purchase pending holds the
 * whole checkout (payment, then signatures), New is no status: unassigned and not archived.
 */
export const APPLICATION_TAB_STATUSES: Readonly<
  Record<Exclude<ApplicationTab, 'new'>, readonly ApplicationStatus[]>
> = {
  all: [
    ApplicationStatus.InProcess,
    ApplicationStatus.InReview,
    ApplicationStatus.ReadyToBind,
    ApplicationStatus.PurchasePending,
    ApplicationStatus.AwaitingSignatures,
    ApplicationStatus.Completed,
    ApplicationStatus.Bound,
  ],
  inprocess: [ApplicationStatus.InProcess],
  inreview: [ApplicationStatus.InReview],
  ready: [ApplicationStatus.ReadyToBind],
  purchasepending: [ApplicationStatus.PurchasePending, ApplicationStatus.AwaitingSignatures],
  completed: [ApplicationStatus.Completed],
  bound: [ApplicationStatus.Bound],
  archived: [ApplicationStatus.Archive],
};

/** The date filters on an application's last change, as the specification names them. */
export const DATE_FILTERS = ['All time', 'Today', 'Last 7 days', 'Last 30 days'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
