import { createFileRoute } from '@tanstack/react-router';
import { StaffChatPage } from '../../../features/support/chat/StaffChatPage';
import { loadChatTexts } from '../../../features/support/chat/namespace';
import { oneOf, searchParams, text } from '../../../lib/search';

/** The support chat console: admins and agents answer the requests the assistant hands off. */
export const Route = createFileRoute('/_staff/dashboard/chat')({
  validateSearch: searchParams({ requestId: text, filter: oneOf(['open', 'all'] as const) }),
  loader: loadChatTexts,
  component: StaffChatPage,
});
