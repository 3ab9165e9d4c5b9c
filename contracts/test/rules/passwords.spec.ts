import { passwordUsesPersonalInfo, personalPasswordParts } from '../../src/domain';

describe('passwords built from the owner', () => {
  const owner = { email: 'Jane.Doe+ins@example.com', firstName: 'Jane', lastName: 'Doe' };

  it('refuses the email local part, a word of it, or a name, in any case', () => {
    expect(passwordUsesPersonalInfo('jane.doe+ins', owner)).toBe(true);
    expect(passwordUsesPersonalInfo('MyJANE2024!', owner)).toBe(true);
    expect(passwordUsesPersonalInfo('xx-doe-xx-99', owner)).toBe(true);
    expect(passwordUsesPersonalInfo('insurance-77', owner)).toBe(true);
  });

  it('accepts a password that shares nothing with the owner', () => {
    expect(passwordUsesPersonalInfo('violet-harbour-42', owner)).toBe(false);
  });

  it('ignores pieces shorter than three characters', () => {
    expect(
      personalPasswordParts({ email: 'al@example.com', firstName: 'Al', lastName: 'Li' }),
    ).toEqual([]);
    expect(passwordUsesPersonalInfo('always-alive-9', { email: 'al@example.com' })).toBe(false);
  });

  it('reads names in any script', () => {
    expect(passwordUsesPersonalInfo('zoë-Müller-2030', { lastName: 'Müller' })).toBe(true);
    expect(passwordUsesPersonalInfo('ÉLODIE-sky-91', { firstName: 'élodie' })).toBe(true);
  });

  it('knows nothing when nothing is known of the owner', () => {
    expect(passwordUsesPersonalInfo('anything-at-all', {})).toBe(false);
  });
});
