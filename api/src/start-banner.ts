import type { AppConfig } from './platform/config';

/**
 * What `pnpm start` prints once the app listens: where to go, how the admin signs in, where
 * mail goes. A generated admin password is shown here, on this first start only.
 */
export function startBanner(
  config: Pick<AppConfig, 'publicUrl' | 'adminEmail' | 'smtpUrl'>,
  createdAdmin?: { email: string; password?: string },
): string {
  const admin = createdAdmin?.password
    ? [
        `Admin sign-in: ${createdAdmin.email} with the password ${createdAdmin.password}`,
        `  (generated on this first start and shown only now: change it after signing in)`,
      ]
    : [
        `Admin sign-in: ${createdAdmin?.email ?? config.adminEmail ?? 'the admin account made on the first start'}` +
          (config.adminEmail ? ' with the password in ADMIN_PASSWORD' : ''),
      ];
  const lines = [
    `Coverline is running: open ${config.publicUrl}`,
    `API documentation: ${config.publicUrl}/api/docs`,
    ...admin,
    config.smtpUrl
      ? 'Mail is sent through SMTP_URL'
      : `Mail is not sent: admins read it at ${config.publicUrl}/api/dev/mailbox`,
  ];
  const rule = '='.repeat(Math.max(...lines.map((l) => l.length)));
  return ['', rule, ...lines, rule, ''].join('\n');
}
