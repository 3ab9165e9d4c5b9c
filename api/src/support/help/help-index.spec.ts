import { FIXTURE_ARTICLES, FIXTURE_ARTICLES_ES } from './fixture-articles';
import { confident, HelpIndex, paragraphs } from './help-index';
import { detectLines, detectStates, guessLanguage } from './help-text';

const index = new HelpIndex({ en: FIXTURE_ARTICLES, es: FIXTURE_ARTICLES_ES });
const top = (q: string, language: 'en' | 'es' = 'en') => index.search(q, language).hits[0];

describe('help search', () => {
  it('reads states by name and code, and leaves words that look like codes alone', () => {
    expect(detectStates('I have 2 employees in Texas.')).toEqual(['TX']);
    expect(detectStates('is wc optional in TX')).toEqual(['TX']);
    expect(detectStates('we are in west virginia')).toEqual(['WV']);
    expect(detectStates('OK, can I pay in full or in parts?')).toEqual([]);
    expect(detectStates('workers comp in Ohio')).toEqual(['OH']);
  });

  it('reads the lines people name, slang included', () => {
    expect(detectLines('do i need workmans comp')).toEqual(['wc']);
    expect(detectLines('what does GL cover')).toEqual(['gl']);
    expect(detectLines('is a BOP enough')).toEqual(['bop']);
    expect(detectLines('we got hacked')).toEqual(['cyber']);
    expect(detectLines('can i pay monthly')).toEqual([]);
  });

  it('tells Spanish questions from English ones', () => {
    expect(guessLanguage('¿Puedo pagar mensualmente?')).toBe('es');
    expect(guessLanguage('puedo pagar en cuotas')).toBe('es');
    expect(guessLanguage('can i pay monthly')).toBe('en');
  });

  it('answers the Texas question from the Texas article, not the general rule', () => {
    expect(top('I have 2 employees in Texas. Do I need workers comp?').slug).toBe(
      'texas-workers-comp-opt-out',
    );
    expect(top('do i need workmans comp with 2 guys in texas').slug).toBe(
      'texas-workers-comp-opt-out',
    );
    // Without a state, the general rule.
    expect(top('do i need workers comp for my employees').slug).toBe('workers-comp-who-must-carry');
  });

  it('finds certificates and payment plans from the words people type, misspellings included', () => {
    expect(top('How do I get a certificate of insurance?').slug).toBe('certificates-of-insurance');
    expect(top('how do i get a COI for my landlord').slug).toBe('certificates-of-insurance');
    expect(top('Can I pay my premium monthly?').slug).toBe('paying-and-instalments');
    expect(top('do you ofer instalment plans').slug).toBe('paying-and-instalments');
  });

  it('quotes the paragraph that answers, as plain text', () => {
    const hit = top('how do i get a COI for my landlord');
    expect(hit.passage.text).toMatch(/^Open your policy/);
    expect(paragraphs('## Title\n\n- one\n- two\n\nSee [the page](/help/x).')).toEqual([
      'one two',
      'See the page.',
    ]);
  });

  it('searches the Spanish articles for Spanish askers', () => {
    const hit = top('¿Puedo pagar en cuotas mensuales?', 'es');
    expect(hit.slug).toBe('paying-and-instalments');
    expect(hit.title).toBe('Pagar su póliza y planes de cuotas');
  });

  it('stays below the bar for questions no article answers', () => {
    expect(confident(top("what's the capital of france"))).toBe(false);
    expect(confident(top('who won the game last night'))).toBe(false);
    // Only its common word ("employee") is in an article: the telling one ("hire") is not.
    const hire = top('how do i hire an employee');
    expect(hire?.coverage).toBeGreaterThanOrEqual(0.5);
    expect(confident(hire)).toBe(false);
  });
});
