import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@coverline/contracts';
import { renderPage } from '../../../test/render';
import { clearAllCookies, signInAs } from '../../../test/tokens';
import { askerChat, updateAskerChat } from '../../support/chat/asker-chat-store';
import { loadAppetiteTexts } from './namespace';
import { NobodyWrites } from './NobodyWrites';

const ROOFING_IN_FLORIDA = {
  masterIndexCode: 'MI-1042',
  businessType: 'Roofing Contractor',
  state: 'FL',
  line: 'gl' as const,
};
const SENTENCE = 'None of our carriers writes roofing contractor in Florida for general liability.';

beforeAll(() => loadAppetiteTexts());
beforeEach(() => {
  clearAllCookies();
  updateAskerChat({ open: false });
});

describe('no carrier writes it', () => {
  it('offers a visitor the support chat and the email form', async () => {
    await renderPage(<NobodyWrites nobody={ROOFING_IN_FLORIDA} />);
    expect(await screen.findByRole('heading', { name: SENTENCE })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Talk to an agent' }));
    expect(askerChat().open).toBe(true);
    expect(screen.getByRole('button', { name: 'Tell me when a carrier does' })).toBeVisible();
  });

  it('says an invalid email is one before anything is sent', async () => {
    await renderPage(<NobodyWrites nobody={ROOFING_IN_FLORIDA} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Tell me when a carrier does' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
  });

  it('sends staff to the appetite guide for the same business, state and coverage', async () => {
    signInAs({ role: Role.Agent });
    await renderPage(<NobodyWrites nobody={ROOFING_IN_FLORIDA} />);
    expect(await screen.findByRole('heading', { name: SENTENCE })).toBeVisible();
    const link = screen.getByRole('link', { name: 'Open the appetite guide' });
    expect(link.getAttribute('href')).toBe(
      '/dashboard/appetite?q=Roofing+Contractor&state=FL&line=gl',
    );
    expect(screen.queryByRole('button', { name: 'Talk to an agent' })).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});
