import { createFileRoute } from '@tanstack/react-router';
import { MyAccountPage } from '../../../features/identity/account/MyAccountPage';

export const Route = createFileRoute('/_client/client/my-account')({
  component: MyAccountPage,
});
