import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadBorTexts } from '../../../../features/servicing/bor/namespace';
import { NOTES_NS } from '../../../../features/back-office/notes/namespace';
import { STAFF_QUOTE_NS } from '../../../../features/quoting/staff-quote/namespace';
import { i18n } from '../../../../lib/i18n';

/** Broker-of-record changes are for admins (the API refuses agents, and the page says so). */
export const Route = createFileRoute('/_staff/dashboard/bor')({
  loader: () => Promise.all([loadBorTexts(), i18n.loadNamespaces([NOTES_NS, STAFF_QUOTE_NS])]),
  component: Outlet,
});
