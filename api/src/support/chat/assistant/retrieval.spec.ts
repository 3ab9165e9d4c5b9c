import { COVERAGE_TEXTS } from '../../../quoting/reference-data/seeds/coverage-texts';
import { BuiltinAssistant, MIN_COVERAGE, MIN_SCORE } from './builtin-assistant';
import type { AssistantToolbox } from './chat-assistant';
import { businessTypeDocuments, coverageDocuments } from './knowledge.service';
import { HelpIndex, stem } from '../../help';
import { FIXTURE_ARTICLES } from '../../help/fixture-articles';
import { KnowledgeIndex, tokenize } from './retrieval';

const texts = COVERAGE_TEXTS.map((t) => ({
  name: t.name,
  kind: t.kind,
  title: t.title,
  body: t.body,
  what_is_covered: t.whatIsCovered,
  what_is_not_covered: t.whatIsNotCovered,
  free_text: t.freeText,
}));

const bakery = {
  id: 'b1',
  master_index_description: 'Retail Bakeries',
  naics_code: '311811',
  naics_description: 'Retail Bakeries',
  wc_class_code: '2003',
  wc_class_description: 'Bakery',
  gl_class_code: '10100',
  gl_class_description: 'Bakeries',
  keywords: ['cupcakes', 'bread'],
};

const index = new KnowledgeIndex([...coverageDocuments(texts), ...businessTypeDocuments([bakery])]);
const noTools: AssistantToolbox = { definitions: [], call: () => Promise.resolve('{}') };

describe('chat retrieval', () => {
  it('stems and expands the words people type', () => {
    expect(['covers', 'covered', 'covering'].map(stem)).toEqual(['cover', 'cover', 'cover']);
    expect(tokenize('What does GL cover?')).toEqual(['general', 'liability', 'cover']);
    expect(tokenize("What isn't covered")).toEqual(['not', 'cover']);
  });

  it('finds the general liability covered list for "what does general liability cover"', () => {
    const [best] = index.search('What does general liability cover?');
    expect(best.document.id).toBe('gl:covered');
    expect(best.score).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(best.coverage).toBe(1);
  });

  it('finds the same page from the abbreviation', () => {
    expect(index.search('what does gl cover')[0].document.id).toBe('gl:covered');
    expect(index.search('what is covered by a BOP')[0].document.id).toBe('bop:covered');
  });

  it('ranks the exclusions first when the question asks what is not covered', () => {
    expect(index.search('What is not covered by workers compensation?')[0].document.id).toBe(
      'wc:not-covered',
    );
    expect(index.search("what isn't covered by cyber")[0].document.id).toBe('cyber:not-covered');
  });

  it('finds pop-ups and business types', () => {
    expect(index.search('what is a waiver of subrogation')[0].document.id).toBe(
      'popup-waiver-of-subrogation',
    );
    expect(index.search('class code for a bakery selling cupcakes')[0].document.id).toBe(
      'business-type:b1',
    );
  });

  it('does not reach the bar for questions the texts do not answer', () => {
    const [best] = index.search('Can I pay my premium with a cheque from my grandmother?');
    expect(!best || best.score < MIN_SCORE || best.coverage < MIN_COVERAGE).toBe(true);
    expect(index.search('the the and of')).toEqual([]);
  });
});

describe('built-in assistant', () => {
  const help = new HelpIndex({ en: FIXTURE_ARTICLES });
  const assistant = new BuiltinAssistant(
    () => Promise.resolve(help),
    () => Promise.resolve(index),
  );
  const ask = (content: string, tools = noTools) =>
    assistant.reply([{ role: 'user', content }], tools);

  it('answers a business type from the index when no article answers', async () => {
    const reply = await ask('class code for a bakery selling cupcakes');
    expect(reply.kind).toBe('answer');
    if (reply.kind !== 'answer') return;
    expect(reply.sources[0].title).toBe('Business type: Retail Bakeries');
    expect(reply.sources[0].text).toContain('Workers compensation class code 2003');
  });

  it('hands off when the texts do not answer', async () => {
    expect((await ask('Can I pay my premium with a cheque from my grandmother?')).kind).toBe(
      'handoff',
    );
    expect((await ask('I want to talk to a person')).kind).toBe('handoff');
  });

  it('tells a visitor to sign in rather than calling a quote tool', async () => {
    const call = jest.fn();
    const reply = await ask('what is the status of my quote', { definitions: [], call });
    expect(call).not.toHaveBeenCalled();
    expect(reply).toMatchObject({ kind: 'answer', text: expect.stringMatching(/^Sign in/) });
  });

  it('lists the quotes the tool answers', async () => {
    const tools: AssistantToolbox = {
      definitions: [{ name: 'list_my_quotes', description: '', parameters: {} }],
      call: jest.fn(() =>
        Promise.resolve(
          JSON.stringify({
            total: 1,
            quotes: [
              {
                quoteId: 'q-1',
                coverageType: 'wc',
                status: 'In review',
                businessName: 'Acme',
                lowestPremiumCents: 123456,
              },
            ],
          }),
        ),
      ),
    };
    const reply = await ask('what is the status of my quotes?', tools);
    expect(tools.call).toHaveBeenCalledWith('list_my_quotes', {});
    expect(reply).toMatchObject({
      kind: 'answer',
      text: expect.stringContaining('Quote q-1 (Acme, WC): In review, from $1,234.56 a year'),
    });
  });
});
