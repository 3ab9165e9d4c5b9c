import { ApplicationStatus, ErrorCode } from '@coverline/contracts';
import { guestOtherQuoteRefusal, noActiveQuoteRefusal, readRefusal } from './read-access';
import { admin, agent, client, guestOf } from './testing';

const quote = { id: 'q-1', agentId: null, callerIsItsClient: false };

describe('reading a quote', () => {
  it('lets a guest read the quote their token names', () => {
    expect(readRefusal(guestOf('q-1'), quote)).toBeNull();
  });

  it('refuses a guest another quote with 1203', () => {
    expect(readRefusal(guestOf('q-2'), quote)).toBe(ErrorCode.NotYourQuote);
  });

  it('refuses a guest token for another quote before the quote is loaded, with 1203', () => {
    expect(guestOtherQuoteRefusal(guestOf('q-2'), 'q-1')).toBe(ErrorCode.NotYourQuote);
  });

  it('lets an admin read any quote', () => {
    expect(readRefusal(admin, quote)).toBeNull();
  });

  it('lets a client read their own quote', () => {
    expect(readRefusal(client, { ...quote, callerIsItsClient: true })).toBeNull();
  });

  it('hides an archived quote from its client and guests with 1224, not from admins', () => {
    const archived = {
      ...quote,
      callerIsItsClient: true,
      status: ApplicationStatus.Archive,
      statusBeforeArchive: ApplicationStatus.InReview,
    };
    expect(readRefusal(client, archived)).toBe(ErrorCode.HiddenFromClient);
    expect(readRefusal(guestOf('q-1'), archived)).toBe(ErrorCode.HiddenFromClient);
    expect(readRefusal(admin, archived)).toBeNull();
  });

  it('keeps a quote archived once bound visible to its client', () => {
    const archived = {
      ...quote,
      callerIsItsClient: true,
      status: ApplicationStatus.Archive,
      statusBeforeArchive: ApplicationStatus.Bound,
    };
    expect(readRefusal(client, archived)).toBeNull();
  });

  it("refuses a client someone else's quote with 1203", () => {
    expect(readRefusal(client, quote)).toBe(ErrorCode.NotYourQuote);
  });

  it('lets an agent read a quote assigned to them', () => {
    expect(readRefusal(agent, { ...quote, agentId: 'agent-1' })).toBeNull();
  });

  it("refuses an agent another agent's quote with 1301", () => {
    expect(readRefusal(agent, { ...quote, agentId: 'agent-2' })).toBe(ErrorCode.NotYourClient);
  });

  it('refuses an agent a quote no agent has yet with 1203', () => {
    expect(readRefusal(agent, quote)).toBe(ErrorCode.NotYourQuote);
  });

  it("answers 1209 when a line's forms find no active quote for the caller", () => {
    expect(noActiveQuoteRefusal(null)).toBe(ErrorCode.NoActiveQuoteForCoverage);
  });
});
