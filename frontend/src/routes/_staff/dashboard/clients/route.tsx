import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadClientsTexts } from '../../../../features/back-office/clients/namespace';
import { NOTES_NS } from '../../../../features/back-office/notes/namespace';
import { i18n } from '../../../../lib/i18n';

/** Clients are for staff (the layout checks): admins see every client, agents their own. */
export const Route = createFileRoute('/_staff/dashboard/clients')({
  loader: () => Promise.all([loadClientsTexts(), i18n.loadNamespaces(NOTES_NS)]),
  component: Outlet,
});
