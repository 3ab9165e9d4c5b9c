import { createFileRoute } from '@tanstack/react-router';
import { applicationsTabRoute } from '../../../../features/back-office/applications/tab-route';

export const Route = createFileRoute('/_staff/dashboard/applications/ready')(
  applicationsTabRoute('ready'),
);
