/**
 * The chat assistant on the help articles: how long the index of the shipped articles takes to
 * build (at start and again on every article change), the evaluation set's figures (the share of
 * questions answered from the right article, the handoff rate), and the time to an answer with
 * 16 askers at once, first in process (the assistant alone) and then through one API instance
 * (a chat started on the socket until the assistant's answer arrives: stored, announced, read).
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { ChatServerFrame } from '@coverline/contracts';
import { BuiltinAssistant } from '../src/support/chat/assistant/builtin-assistant';
import type { AssistantToolbox } from '../src/support/chat/assistant/chat-assistant';
import { evaluate, loadQuestions } from '../src/support/chat/assistant/evaluation/evaluate';
import { shippedHelpIndex } from '../src/support/chat/assistant/evaluation/testing';
import {
  API_ENTRY,
  benchDir,
  openDatabase,
  percentile,
  positiveNumber,
  startServer,
  verdict,
} from './support';

const ASKERS = positiveNumber('BENCH_HELP_ASKERS', 16);
const DURATION_S = positiveNumber('BENCH_HELP_DURATION', 10);
const GOAL_BUILD_MS = 2000;
const GOAL_P95_MS = 300;
const GOAL_ACCURACY = 0.9;

const noTools: AssistantToolbox = { definitions: [], call: () => Promise.resolve('{}') };

const figures = (samples: number[]) => {
  const sorted = Float64Array.from(samples).sort();
  const p = (q: number) => percentile(sorted, q).toFixed(1);
  return {
    p95: percentile(sorted, 95),
    text: `p50 ${p(50)} ms, p95 ${p(95)} ms, max ${p(100)} ms`,
  };
};

/** `ASKERS` askers, each asking the next question as soon as the last is answered. */
async function askers(
  ask: (question: string, language: 'en' | 'es', asker: number) => Promise<void>,
) {
  const questions = loadQuestions();
  const latencies: number[] = [];
  const until = Date.now() + DURATION_S * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: ASKERS }, async (_, asker) => {
      while (Date.now() < until) {
        const q = questions[next++ % questions.length];
        const started = performance.now();
        await ask(q.q, q.language ?? 'en', asker);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

function open(url: string, onFrame: (f: ChatServerFrame) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('message', (data) => onFrame(JSON.parse(data.toString()) as ChatServerFrame));
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** One asker's socket: starts a chat and waits for the assistant's answer or its handoff. */
async function socketAsker(url: string) {
  let waiting: ((f: ChatServerFrame) => void) | undefined;
  const ws = await open(url, (f) => waiting?.(f));
  const until = (match: (f: ChatServerFrame) => boolean, frame: object) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no answer to ${JSON.stringify(frame)}`)),
        15_000,
      );
      waiting = (f) => {
        if (f.type === 'error') {
          clearTimeout(timer);
          reject(new Error(JSON.stringify(f)));
        } else if (match(f)) {
          clearTimeout(timer);
          resolve();
        }
      };
      ws.send(JSON.stringify(frame));
    });
  await until((f) => f.type === 'ready', { type: 'auth', token: null });
  return {
    ws,
    ask: (text: string, language: 'en' | 'es') =>
      until(
        (f) =>
          f.type === 'message' &&
          (f.message.senderType === 'bot' || f.message.event === 'request.handoff.requested'),
        { type: 'start', text, language, page: '/' },
      ),
  };
}

async function main(): Promise<void> {
  console.log(
    `Chat assistant on the help articles: ${ASKERS} askers for ${DURATION_S} s, ` +
      `${availableParallelism()} CPUs`,
  );
  // The index of the shipped articles, as the API builds it at start and on every change.
  const builds: number[] = [];
  let index = shippedHelpIndex();
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    index = shippedHelpIndex();
    builds.push(performance.now() - started);
  }
  const sortedBuilds = [...builds].sort((a, b) => a - b);
  console.log(
    `index: ${index.size('en')} English and ${index.size('es')} Spanish articles; built in ` +
      `${sortedBuilds[2].toFixed(1)} ms (median of 5, slowest ${sortedBuilds[4].toFixed(1)} ms)`,
  );
  console.log(
    `goal: index built in under ${GOAL_BUILD_MS} ms: ${verdict(sortedBuilds[4] < GOAL_BUILD_MS)}`,
  );

  const result = await evaluate(index);
  console.log(
    `evaluation: ${result.right} of ${result.total} questions answered from the right article ` +
      `or rightly handed off (${(result.accuracy * 100).toFixed(1)}%); handoff rate ` +
      `${(result.handoffRate * 100).toFixed(1)}%, ${(result.handoffRecall * 100).toFixed(0)}% of ` +
      'the questions for a person handed off',
  );
  for (const miss of result.misses) {
    console.log(`  miss: "${miss.question}" -> ${miss.got} (expected ${miss.expected})`);
  }
  console.log(
    `goal: at least ${GOAL_ACCURACY * 100}% from the right article: ${verdict(result.accuracy >= GOAL_ACCURACY)}`,
  );

  const assistant = new BuiltinAssistant(() => Promise.resolve(index));
  const inProcess = figures(
    await askers(async (q, language) => {
      await assistant.reply([{ role: 'user', content: q }], noTools, { language });
    }),
  );
  console.log(`in process, ${ASKERS} askers at once: ${inProcess.text}`);

  const dir = benchDir('coverline-bench-help-');
  const cleanups: Array<() => Promise<void>> = [];
  try {
    const db = await openDatabase(dir);
    cleanups.push(() => db.dispose());
    const api = await startServer(
      'API',
      API_ENTRY,
      {
        DATABASE_URL: db.url,
        DATA_DIR: join(dir, 'api'),
        ADMIN_EMAIL: 'bench-admin@example.com',
        ADMIN_PASSWORD: randomBytes(12).toString('hex'),
        MFA_REQUIRED_FOR_ADMINS: 'false',
        LOG_LEVEL: 'silent',
        CHAT_RATE_LIMIT_PER_MINUTE: '10000',
        CHAT_SOCKETS_PER_ADDRESS: '10000',
      },
      '/api/health',
    );
    cleanups.push(() => api.stop());
    console.log(`database: ${db.label}`);
    const url = `${api.url.replace('http', 'ws')}/api/chat/socket`;
    const sockets = await Promise.all(Array.from({ length: ASKERS }, () => socketAsker(url)));
    cleanups.push(() => Promise.resolve(sockets.forEach((s) => s.ws.terminate())));
    const throughApi = figures(
      await askers((q, language, asker) => sockets[asker].ask(q, language)),
    );
    console.log(`through the API (socket start to answer), ${ASKERS} askers: ${throughApi.text}`);
    console.log(
      `goal: answer p95 under ${GOAL_P95_MS} ms at ${ASKERS} askers: ` +
        verdict(throughApi.p95 < GOAL_P95_MS && inProcess.p95 < GOAL_P95_MS),
    );
  } finally {
    for (const step of cleanups.reverse()) {
      await step().catch((err: unknown) => console.error(`cleanup: ${String(err)}`));
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
