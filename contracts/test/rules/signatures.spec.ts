import { typedNameMatches } from '../../src/domain/rules/signatures';

describe('typedNameMatches', () => {
  it('accepts the name in any letter case and spacing', () => {
    expect(typedNameMatches('jane doe', 'Jane Doe')).toBe(true);
    expect(typedNameMatches('  JANE   DOE ', 'Jane Doe')).toBe(true);
    expect(typedNameMatches('zoë ÅSTRÖM', 'Zoë Åström')).toBe(true);
  });

  it('refuses another name, a part of it, or other letters', () => {
    expect(typedNameMatches('Jane', 'Jane Doe')).toBe(false);
    expect(typedNameMatches('John Doe', 'Jane Doe')).toBe(false);
    expect(typedNameMatches('Zoe Astrom', 'Zoë Åström')).toBe(false);
  });
});
