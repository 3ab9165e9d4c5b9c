import { confident, HelpIndex } from '../../help';
import { FIXTURE_ARTICLES, FIXTURE_ARTICLES_ES } from '../../help/fixture-articles';
import { BuiltinAssistant } from './builtin-assistant';
import type { AssistantToolbox } from './chat-assistant';
import { personDecision } from './person-decisions';

const index = new HelpIndex({ en: FIXTURE_ARTICLES, es: FIXTURE_ARTICLES_ES });
const noTools: AssistantToolbox = { definitions: [], call: () => Promise.resolve('{}') };

describe('built-in assistant on the help articles', () => {
  const assistant = new BuiltinAssistant(() => Promise.resolve(index));
  const ask = (content: string, language?: 'en' | 'es') =>
    assistant.reply([{ role: 'user', content }], noTools, { language });

  it('quotes the best sentences and links the article', async () => {
    const reply = await ask('I have 2 employees in Texas. Do I need workers comp?');
    expect(reply.kind).toBe('answer');
    if (reply.kind !== 'answer') return;
    expect(reply.text).toContain('Texas is the only state where private employers may choose');
    expect(reply.text).toContain('/help/texas-workers-comp-opt-out');
    expect(reply.sources[0]).toMatchObject({
      title: 'Texas non-subscribers',
      link: '/help/texas-workers-comp-opt-out',
    });
  });

  it('answers in Spanish from the Spanish article', async () => {
    const reply = await ask('¿Puedo pagar mensualmente?', 'es');
    expect(reply).toMatchObject({
      kind: 'answer',
      text: expect.stringContaining('Más información: Pagar su póliza y planes de cuotas'),
    });
  });

  it('says it does not know and hands off below the bar', async () => {
    const reply = await ask("what's the capital of france");
    expect(reply).toMatchObject({ kind: 'handoff', text: expect.stringMatching(/^I don’t know/) });
  });

  it('leaves "how do I change my policy" to the articles, not the policy list tool', async () => {
    const call = jest.fn();
    await ask('can i pay my policy monthly');
    await assistant.reply([{ role: 'user', content: 'how do i pay my policy monthly' }], {
      definitions: [{ name: 'list_my_policies', description: '', parameters: {} }],
      call,
    });
    expect(call).not.toHaveBeenCalled();
  });
});

describe('questions only a person can decide', () => {
  const assistant = new BuiltinAssistant(() => Promise.resolve(index));
  const ask = (content: string, language?: 'en' | 'es') =>
    assistant.reply([{ role: 'user', content }], noTools, { language });

  it.each([
    ['can you backdate my policy to last month', 'backdating'],
    ['i need coverage starting 2 weeks ago', 'backdating'],
    ['my claim was denied and i want to appeal it', 'appeal'],
    ['can i get a discont for cash', 'discount'],
    ['your price is higher than my old agent’s', 'price'],
    ['¿me pueden dar un descuento?', 'discount'],
  ])('"%s" asks a person to decide (%s)', (question, decision) => {
    expect(personDecision(question)).toBe(decision);
  });

  it.each([
    'how is the workers comp premium calculated from payroll',
    'how can i lower my workers comp premium',
    'how do i report a claim',
    'can i pay my premium monthly',
    'when does my policy start',
  ])('"%s" is for the articles', (question) => {
    expect(personDecision(question)).toBeUndefined();
  });

  it('hands such a question to a person even when an article shares its words', async () => {
    expect(confident(index.search('can you backdate my policy to last month').hits[0])).toBe(true);
    expect(await ask('can you backdate my policy to last month')).toMatchObject({
      kind: 'handoff',
      text: expect.stringMatching(/^Only a person on our team can decide that/),
    });
    expect(await ask('¿pueden hacer mi póliza retroactiva al mes pasado?', 'es')).toMatchObject({
      kind: 'handoff',
      text: expect.stringMatching(/^Eso solo lo puede decidir una persona/),
    });
  });
});
