/**
 * The assistant's evaluation: the questions people ask (questions.json), each asked of the
 * built-in assistant on the help articles; the share answered from the right article and the
 * share handed to a person. Read by the jest floor and by `pnpm bench`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BuiltinAssistant } from '../builtin-assistant';
import type { AssistantToolbox } from '../chat-assistant';
import type { HelpIndex, HelpLanguage } from '../../../help';

export interface EvaluationQuestion {
  q: string;
  /** The slug of the article that answers it, or "handoff". */
  expect: string;
  language?: HelpLanguage;
  /** A variant kept out of sight while the ranking and the handoff rules were adjusted. */
  heldOut?: boolean;
}

export interface EvaluationMiss {
  question: string;
  expected: string;
  got: string;
  heldOut: boolean;
}

export interface EvaluationResult {
  total: number;
  right: number;
  /** Share answered from the right article (or rightly handed off), 0 to 1. */
  accuracy: number;
  /** Share of all questions handed to a person. */
  handoffRate: number;
  /** Of the questions that should go to a person, the share that did. */
  handoffRecall: number;
  /** The held-out variants alone: how many, and the share right. */
  heldOut: { total: number; right: number; accuracy: number };
  misses: EvaluationMiss[];
}

export const QUESTIONS_FILE = join(__dirname, 'questions.json');

export function loadQuestions(file = QUESTIONS_FILE): EvaluationQuestion[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { questions: EvaluationQuestion[] };
  return parsed.questions;
}

const noTools: AssistantToolbox = { definitions: [], call: () => Promise.resolve('{}') };

/** What the assistant did with a question: the slug of the article it linked, or "handoff". */
export async function answerOf(
  assistant: BuiltinAssistant,
  question: EvaluationQuestion,
): Promise<string> {
  const reply = await assistant.reply([{ role: 'user', content: question.q }], noTools, {
    language: question.language ?? 'en',
  });
  if (reply.kind === 'handoff') return 'handoff';
  const link = reply.sources.find((s) => s.link)?.link;
  return link ? link.replace(/^\/help\//, '') : 'no-article';
}

export async function evaluate(
  index: HelpIndex,
  questions: EvaluationQuestion[] = loadQuestions(),
): Promise<EvaluationResult> {
  const assistant = new BuiltinAssistant(() => Promise.resolve(index));
  const misses: EvaluationMiss[] = [];
  let handoffs = 0;
  let expectedHandoffs = 0;
  let rightHandoffs = 0;
  let heldOut = 0;
  let heldOutMissed = 0;
  for (const question of questions) {
    if (question.heldOut) heldOut += 1;
    const got = await answerOf(assistant, question);
    if (got === 'handoff') handoffs += 1;
    if (question.expect === 'handoff') {
      expectedHandoffs += 1;
      if (got === 'handoff') rightHandoffs += 1;
    }
    if (got !== question.expect) {
      misses.push({
        question: question.q,
        expected: question.expect,
        got,
        heldOut: !!question.heldOut,
      });
      if (question.heldOut) heldOutMissed += 1;
    }
  }
  const total = questions.length;
  return {
    total,
    right: total - misses.length,
    accuracy: total ? (total - misses.length) / total : 0,
    handoffRate: total ? handoffs / total : 0,
    handoffRecall: expectedHandoffs ? rightHandoffs / expectedHandoffs : 1,
    heldOut: {
      total: heldOut,
      right: heldOut - heldOutMissed,
      accuracy: heldOut ? (heldOut - heldOutMissed) / heldOut : 1,
    },
    misses,
  };
}
