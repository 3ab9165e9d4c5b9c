import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { StaffChatPage } from '../../../features/support/chat/StaffChatPage';
import { loadChatTexts } from '../../../features/support/chat/namespace';
import { oneOfParam, textParam } from '../../../lib/search';

/** The support chat console: admins and agents answer the requests the assistant hands off. */
export const Route = createFileRoute('/_staff/dashboard/chat')({
  validateSearch: z.object({
    requestId: textParam,
    filter: oneOfParam(['open', 'abandoned', 'all'] as const),
  }),
  loader: loadChatTexts,
  component: StaffChatPage,
});
