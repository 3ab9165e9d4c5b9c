import { startBanner } from './start-banner';

describe('start banner', () => {
  const config = { publicUrl: 'http://localhost:3000', adminEmail: undefined, smtpUrl: undefined };

  it('shows where to go and a generated admin password on the first start', () => {
    const text = startBanner(config, { email: 'admin@coverline.local', password: 'pw-123' });
    expect(text).toContain('open http://localhost:3000');
    expect(text).toContain('Admin sign-in: admin@coverline.local with the password pw-123');
    expect(text).toContain('http://localhost:3000/api/dev/mailbox');
  });

  it('never shows a password it did not generate', () => {
    const text = startBanner(
      { ...config, adminEmail: 'owner@example.com', smtpUrl: 'smtp://mail' },
      { email: 'owner@example.com' },
    );
    expect(text).toContain('owner@example.com with the password in ADMIN_PASSWORD');
    expect(text).not.toMatch(/with the password [^i]/);
    expect(startBanner(config)).toContain('the admin account made on the first start');
  });
});
