import { createFileRoute } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { requireRole } from '../../../../features/identity/auth/guards';
import { loadSettingsTexts } from '../../../../features/back-office/settings/namespace';
import { SettingsLayout } from '../../../../features/back-office/settings/SettingsLayout';

/** Settings are for admins: an agent who opens them sees the 401 page. */
export const Route = createFileRoute('/_staff/dashboard/settings')({
  beforeLoad: ({ location }) => requireRole([Role.Admin], location),
  loader: loadSettingsTexts,
  component: SettingsLayout,
});
