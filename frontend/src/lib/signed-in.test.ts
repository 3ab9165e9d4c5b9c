import { Role } from '@coverline/contracts';
import { announceSignedIn, onSignedIn } from './signed-in';

describe('the signed-in announcement', () => {
  it('reaches the features listening, and one loaded later hears the last person', () => {
    const early = vi.fn();
    const stop = onSignedIn(early);
    announceSignedIn({ email: 'pat@example.com', role: Role.Client });
    expect(early).toHaveBeenCalledWith({ email: 'pat@example.com', role: Role.Client });

    const late = vi.fn();
    onSignedIn(late);
    expect(late).toHaveBeenCalledWith({ email: 'pat@example.com', role: Role.Client });

    stop();
    announceSignedIn({ email: 'lee@example.com', role: Role.Agent });
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenLastCalledWith({ email: 'lee@example.com', role: Role.Agent });
  });
});
