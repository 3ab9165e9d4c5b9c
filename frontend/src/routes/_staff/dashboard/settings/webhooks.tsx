import { createFileRoute } from '@tanstack/react-router';
import { WebhooksTab } from '../../../../features/back-office/settings/webhooks/WebhooksTab';

export const Route = createFileRoute('/_staff/dashboard/settings/webhooks')({
  component: WebhooksTab,
});
