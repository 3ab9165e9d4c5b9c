import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@coverline/contracts/http';
import type { InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from '../../../lib/http';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation, type FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies } from '../../../test/tokens';
import { LoginPage } from '../auth/LoginPage';

function api(reply: (config: InternalAxiosRequestConfig) => FakeReply) {
  setAppNavigation(fakeNavigation('/login'));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, reply);
}

const body = (config: InternalAxiosRequestConfig | undefined) =>
  JSON.parse(String(config?.data)) as unknown;

async function passwordStep() {
  await renderPage(<LoginPage expired={false} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'agent@example.com');
  await user.type(screen.getByLabelText('Password'), 'agent-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

beforeEach(() => clearAllCookies());

describe('the second sign-in step', () => {
  it('asks staff with two-step verification for a code and shows a wrong one inline', async () => {
    const { requests } = api((config) =>
      config.url === '/api/users/login'
        ? { status: 200, data: { mfa_step: 'verify', mfa_token: 'step-token' } }
        : {
            status: 400,
            data: {
              statusCode: 400,
              code: 2601,
              message:
                'This code is not valid. Enter the current code from your app or a recovery code.',
              error: 'Bad Request',
            },
          },
    );
    const user = await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeVisible();

    await user.type(screen.getByLabelText('Code from your authenticator app'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(
      await screen.findByText('Enter the six-digit code from your app or a recovery code.'),
    ).toBeVisible();
    expect(requests).toHaveLength(1);

    await user.clear(screen.getByLabelText('Code from your authenticator app'));
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(/This code is not valid/)).toBeVisible();
    expect(requests[1]?.url).toBe('/api/users/login/mfa');
    expect(body(requests[1])).toEqual({ mfaToken: 'step-token', code: '123456' });
    expect(requests[1]?.headers.Authorization).toBeUndefined();
  });

  it('walks an admin who must have it through the set-up and shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
    const { requests } = api((config) => {
      if (config.url === '/api/users/login') {
        return { status: 200, data: { mfa_step: 'enrol', mfa_token: 'enrol-token' } };
      }
      if (config.url === '/api/users/login/mfa/enrol') {
        return {
          status: 200,
          data: {
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUri: 'otpauth://totp/Coverline%3Aadmin?secret=JBSWY3DPEHPK3PXP',
            qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          },
        };
      }
      return {
        status: 200,
        data: { access_token: 'token', expires_in: 3600, recoveryCodes: codes },
      };
    });
    const user = await passwordStep();
    expect(
      await screen.findByRole('heading', { name: 'Set up two-step verification' }),
    ).toBeVisible();
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    await user.type(screen.getByLabelText('Six-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Save your recovery codes' });
    expect(list.querySelectorAll('code')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'I have saved them, continue' })).toBeVisible();
    expect(requests.map((r) => r.url)).toEqual([
      '/api/users/login',
      '/api/users/login/mfa/enrol',
      '/api/users/login/mfa/enrol/confirm',
    ]);
    expect(body(requests[2])).toEqual({ mfaToken: 'enrol-token', code: '654321' });
  });
});
