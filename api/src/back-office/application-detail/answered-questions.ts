/**
 * Each stored answer of an application beside the text of the question it answers, in the
 * question set's order; answers whose question left the set keep their key and a null text.
 */
import type { Answers } from '@coverline/contracts';
import type { Question } from '../../quoting/reference-data';
import type { AnswerSection, AnsweredQuestionDto } from './dto/application-detail.dto';

/**
 * Payroll answers are stored per state as `<state>.<question id>`, owner answers per owner as
 * `<owner position>.<question id>`.
 */
const GROUPED_KEY = /^([^.]+)\.(.+)$/;
const GROUPED: readonly AnswerSection[] = ['payroll', 'owner'];

function shown(value: string | number | boolean, question: Question | undefined): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const option = question?.options.find((o) => o.value === String(value));
  return option ? option.label : String(value);
}

export function answeredQuestions(
  section: AnswerSection,
  answers: Answers | null | undefined,
  questions: readonly Question[],
): AnsweredQuestionDto[] {
  const order = new Map(questions.map((q, i) => [q.id, i]));
  const byId = new Map(questions.map((q) => [q.id, q]));
  const groups: string[] = [];
  const rows: Array<AnsweredQuestionDto & { rank: number }> = [];
  for (const [key, value] of Object.entries(answers ?? {})) {
    if (value === null || value === '') continue;
    const grouped = GROUPED.includes(section) ? GROUPED_KEY.exec(key) : null;
    const questionId = grouped ? grouped[2] : key;
    const group = grouped ? grouped[1] : null;
    const question = byId.get(questionId);
    rows.push({
      section,
      key: questionId,
      group,
      question: question?.text ?? null,
      answer: shown(value, question),
      rank: order.get(questionId) ?? questions.length,
    });
    if (group !== null && !groups.includes(group)) groups.push(group);
  }
  // Owners in their positions' order, states in the order first met; then the set's order.
  const groupRank = (g: string | null) =>
    g === null ? 0 : /^\d+$/.test(g) ? Number(g) : groups.indexOf(g);
  return rows
    .sort((a, b) => groupRank(a.group) - groupRank(b.group) || a.rank - b.rank)
    .map(({ rank: _rank, ...row }) => row);
}
