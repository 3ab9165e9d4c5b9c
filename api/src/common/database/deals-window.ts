/**
 * Where the deals' window starts, as SQL: the first of the month eleven months ago (UTC), so the
 * window is the last twelve months, this one included. A deal is a policy whose `bound_at` is on
 * or after it; the dashboard's deals and an agent's deal count both read it.
 */
export const DEALS_WINDOW_START = `date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '11 months'`;
