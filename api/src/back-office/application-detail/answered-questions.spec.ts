import { AnswerType } from '@coverline/contracts';
import type { Question } from '../../quoting/reference-data/questions/entities/question-set.entity';
import { answeredQuestions } from './answered-questions';

const question = (id: string, text: string, extra: Partial<Question> = {}): Question => ({
  id,
  text,
  answerType: AnswerType.YesNo,
  required: true,
  helpText: null,
  options: [],
  min: null,
  max: null,
  ...extra,
});

const SET = [
  question('subcontractors', 'Do you use subcontractors?'),
  question('vehicles', 'How many vehicles?', { answerType: AnswerType.Number }),
  question('hazard', 'Hazard level', {
    answerType: AnswerType.Select,
    options: [{ value: 'low', label: 'Low hazard' }],
  }),
];

describe('answeredQuestions', () => {
  it("puts each answer beside its question's text, in the set's order, choices by label", () => {
    expect(
      answeredQuestions('underwriting', { hazard: 'low', vehicles: 2, subcontractors: false }, SET),
    ).toEqual([
      {
        section: 'underwriting',
        key: 'subcontractors',
        group: null,
        question: 'Do you use subcontractors?',
        answer: 'No',
      },
      {
        section: 'underwriting',
        key: 'vehicles',
        group: null,
        question: 'How many vehicles?',
        answer: '2',
      },
      {
        section: 'underwriting',
        key: 'hazard',
        group: null,
        question: 'Hazard level',
        answer: 'Low hazard',
      },
    ]);
  });

  it('keeps an answer whose question left the set, with no text, and skips blank answers', () => {
    expect(
      answeredQuestions('underwriting', { retired: 'yes', vehicles: null, hazard: '' }, SET),
    ).toEqual([
      { section: 'underwriting', key: 'retired', group: null, question: null, answer: 'yes' },
    ]);
  });

  it('reads payroll answers per state, in the order the states come', () => {
    expect(
      answeredQuestions(
        'payroll',
        { 'TX.vehicles': 1, 'OK.vehicles': 3, 'TX.subcontractors': true },
        SET,
      ),
    ).toEqual([
      {
        section: 'payroll',
        key: 'subcontractors',
        group: 'TX',
        question: 'Do you use subcontractors?',
        answer: 'Yes',
      },
      {
        section: 'payroll',
        key: 'vehicles',
        group: 'TX',
        question: 'How many vehicles?',
        answer: '1',
      },
      {
        section: 'payroll',
        key: 'vehicles',
        group: 'OK',
        question: 'How many vehicles?',
        answer: '3',
      },
    ]);
  });

  it('reads owner answers per owner position', () => {
    expect(
      answeredQuestions('owner', { '1.subcontractors': true, '0.subcontractors': false }, SET),
    ).toEqual([
      {
        section: 'owner',
        key: 'subcontractors',
        group: '0',
        question: 'Do you use subcontractors?',
        answer: 'No',
      },
      {
        section: 'owner',
        key: 'subcontractors',
        group: '1',
        question: 'Do you use subcontractors?',
        answer: 'Yes',
      },
    ]);
  });
});
