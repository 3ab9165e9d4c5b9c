import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COVERAGE_TEXTS } from '../../../quoting/reference-data/seeds/coverage-texts';
import type { AssistantToolbox } from './chat-assistant';
import { coverageDocuments } from './knowledge.service';
import { OpenAiCompatibleAssistant } from './openai-assistant';
import { KnowledgeIndex } from './retrieval';

interface Recorded {
  authorization?: string;
  body: {
    model: string;
    messages: Array<{ role: string; content: string | null; tool_call_id?: string }>;
    tools?: Array<{ type: string; function: { name: string } }>;
  };
}

const index = new KnowledgeIndex(
  coverageDocuments(
    COVERAGE_TEXTS.map((t) => ({
      name: t.name,
      kind: t.kind,
      title: t.title,
      body: t.body,
      what_is_covered: t.whatIsCovered,
      what_is_not_covered: t.whatIsNotCovered,
      free_text: t.freeText,
    })),
  ),
);

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

  it('sends the best published texts and shows the one it answered from', async () => {
    const endpoint = await fakeEndpoint([
      () => message({ content: 'General liability covers injuries to customers and more.' }),
    ]);
    const assistant = new OpenAiCompatibleAssistant(
      { baseUrl: endpoint.url, model: 'm', timeoutMs: 5000 },
      () => Promise.resolve(index),
    );
    try {
      const reply = await assistant.reply(
        [{ role: 'user', content: 'What does general liability cover?' }],
        { definitions: [], call: jest.fn() },
      );
      expect(reply).toMatchObject({
        kind: 'answer',
        sources: [{ title: 'General Liability: what is covered' }],
      });
      expect(endpoint.recorded[0].body.messages[1].content).toContain(
        'Injuries to customers, visitors and other third parties',
      );
      expect(endpoint.recorded[0].authorization).toBeUndefined();
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
});
