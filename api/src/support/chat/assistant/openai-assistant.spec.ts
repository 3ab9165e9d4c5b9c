import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AssistantToolbox } from './chat-assistant';
import { HelpIndex } from '../../help';
import { FIXTURE_ARTICLES } from '../../help/fixture-articles';
import { OpenAiCompatibleAssistant } from './openai-assistant';

interface Recorded {
  authorization?: string;
  body: {
    model: string;
    messages: Array<{ role: string; content: string | null; tool_call_id?: string }>;
    tools?: Array<{ type: string; function: { name: string } }>;
  };
}

const index = new HelpIndex({ en: FIXTURE_ARTICLES });

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

/** An in-process chat completions endpoint answering from a script, recording what it got. */
async function fakeEndpoint(answers: Array<(r: Recorded) => unknown>) {
  const recorded: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    void read(req).then((text) => {
      const r: Recorded = { authorization: req.headers.authorization, body: JSON.parse(text) };
      recorded.push(r);
      const next = answers.shift();
      if (!next || req.url !== '/v1/chat/completions') {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(next(r)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, recorded, close: () => server.close() };
}

const message = (m: object) => ({ choices: [{ message: { role: 'assistant', ...m } }] });

describe('OpenAI-compatible assistant', () => {
  it('calls the tools the model asks for with the asker toolbox, then answers', async () => {
    const endpoint = await fakeEndpoint([
      () =>
        message({
          content: null,
          tool_calls: [
            {
              id: 'call-1',
              type: 'function',
              function: { name: 'list_my_quotes', arguments: '{}' },
            },
          ],
        }),
      () => message({ content: 'You have one quote, in review.' }),
    ]);
    const tools: AssistantToolbox = {
      definitions: [
        { name: 'list_my_quotes', description: 'quotes', parameters: { type: 'object' } },
      ],
      call: jest.fn(() => Promise.resolve('{"total":1,"quotes":[{"status":"In review"}]}')),
    };
    const assistant = new OpenAiCompatibleAssistant(
      { baseUrl: endpoint.url, apiKey: 'test-key', model: 'test-model', timeoutMs: 5000 },
      () => Promise.resolve(index),
    );
    try {
      const reply = await assistant.reply(
        [{ role: 'user', content: 'How are my quotes doing?' }],
        tools,
      );
      expect(reply).toEqual({
        kind: 'answer',
        text: 'You have one quote, in review.',
        sources: [],
      });
      expect(tools.call).toHaveBeenCalledWith('list_my_quotes', {});
      const [first, second] = endpoint.recorded;
      expect(first.authorization).toBe('Bearer test-key');
      expect(first.body.model).toBe('test-model');
      expect(first.body.tools?.map((t) => t.function.name)).toEqual(['list_my_quotes']);
      expect(first.body.messages.map((m) => m.role)).toEqual(['system', 'system', 'user']);
      expect(second.body.messages.map((m) => m.role)).toEqual([
        'system',
        'system',
        'user',
        'assistant',
        'tool',
      ]);
      expect(second.body.messages[4]).toMatchObject({ tool_call_id: 'call-1' });
    } finally {
      endpoint.close();
    }
  });

  it('sends the best article passages with their links and shows the one it cites', async () => {
    const endpoint = await fakeEndpoint([
      () =>
        message({
          content:
            'In Texas you may opt out, but must tell the state. /help/texas-workers-comp-opt-out',
        }),
      () => message({ content: 'Yes, many carriers offer monthly instalments.' }),
    ]);
    const assistant = new OpenAiCompatibleAssistant(
      { baseUrl: endpoint.url, model: 'm', timeoutMs: 5000 },
      () => Promise.resolve(index),
    );
    try {
      const reply = await assistant.reply(
        [{ role: 'user', content: 'I have 2 employees in Texas. Do I need workers comp?' }],
        { definitions: [], call: jest.fn() },
      );
      expect(reply).toMatchObject({
        kind: 'answer',
        sources: [{ title: 'Texas non-subscribers', link: '/help/texas-workers-comp-opt-out' }],
      });
      const context = endpoint.recorded[0].body.messages[1].content;
      expect(context).toContain('## Texas non-subscribers (/help/texas-workers-comp-opt-out)');
      expect(context).toContain('Texas is the only state where private employers may choose');
      expect(endpoint.recorded[0].body.messages[0].content).toContain('end with its link');
      expect(endpoint.recorded[0].authorization).toBeUndefined();
      // An answer without the link gets the best article's link appended.
      const monthly = await assistant.reply(
        [{ role: 'user', content: 'Can I pay my premium monthly?' }],
        { definitions: [], call: jest.fn() },
      );
      expect(monthly).toMatchObject({
        kind: 'answer',
        text: 'Yes, many carriers offer monthly instalments.\n\n/help/paying-and-instalments',
      });
    } finally {
      endpoint.close();
    }
  });

  it('hands off when the model says so or the endpoint fails', async () => {
    const endpoint = await fakeEndpoint([() => message({ content: 'HANDOFF' })]);
    const assistant = new OpenAiCompatibleAssistant(
      { baseUrl: endpoint.url, model: 'm', timeoutMs: 5000 },
      () => Promise.resolve(index),
    );
    const tools = { definitions: [], call: jest.fn() };
    try {
      expect((await assistant.reply([{ role: 'user', content: 'hmm' }], tools)).kind).toBe(
        'handoff',
      );
      // The script is used up: the endpoint answers 500 now.
      expect((await assistant.reply([{ role: 'user', content: 'hmm' }], tools)).kind).toBe(
        'handoff',
      );
    } finally {
      endpoint.close();
    }
  });

  it('hands what only a person can decide to one without asking the model', async () => {
    const endpoint = await fakeEndpoint([() => message({ content: 'Sure, done.' })]);
    const assistant = new OpenAiCompatibleAssistant(
      { baseUrl: endpoint.url, model: 'm', timeoutMs: 5000 },
      () => Promise.resolve(index),
    );
    try {
      const reply = await assistant.reply(
        [{ role: 'user', content: 'can you backdate my policy to last month' }],
        { definitions: [], call: jest.fn() },
      );
      expect(reply).toMatchObject({
        kind: 'handoff',
        text: expect.stringMatching(/^Only a person/),
      });
      expect(endpoint.recorded).toEqual([]);
    } finally {
      endpoint.close();
    }
  });
});
