import { createTestApp, type TestApp } from '../helpers/app';
import { bearer, callers, type Callers } from './helpers';

interface Question {
  id: string;
  text: string;
  helpText: string | null;
  answerType: string;
  required: boolean;
  options: Array<{ value: string; label: string }>;
  min: number | null;
  max: number | null;
}

interface CoverageText {
  name: string;
  title: string;
  body: string;
  whatIsCovered: string[];
  whatIsNotCovered: string[];
  freeText: string;
}

const byId = (questions: Question[], id: string) => questions.find((q) => q.id === id)!;

describe('reference texts in the reader’s language', () => {
  let t: TestApp;
  let who: Callers;
  beforeAll(async () => {
    // Its own database: the test edits the seeded sets and texts every reader sees.
    t = await createTestApp({}, { isolatedDatabase: true });
    who = await callers(t);
  });
  afterAll(() => t.close());

  const payroll = (language?: string) =>
    t.http
      .get('/api/payroll_questions')
      .query({ coverage: 'wc', ...(language ? { language } : {}) })
      .expect(200);

  it('answers a Spanish reader the question texts, help and answer labels in Spanish, values unchanged', async () => {
    const english = (await payroll()).body.questions as Question[];
    const spanish = (await payroll('es')).body.questions as Question[];

    const frequency = byId(spanish, 'payFrequency');
    expect(frequency.text).toBe('¿Con qué frecuencia paga la nómina?');
    expect(frequency.options).toEqual([
      { value: 'Weekly', label: 'Semanal' },
      { value: 'Biweekly', label: 'Cada dos semanas' },
      { value: 'Semi-monthly', label: 'Dos veces al mes' },
      { value: 'Monthly', label: 'Mensual' },
    ]);
    expect(byId(spanish, 'annualPayroll').helpText).toMatch(/^Sueldos, salarios, comisiones/);
    // Only the words change: ids, types, bounds and answer values are the English set's.
    const shape = (q: Question) => ({
      id: q.id,
      answerType: q.answerType,
      required: q.required,
      values: q.options.map((o) => o.value),
      min: q.min,
      max: q.max,
    });
    expect(spanish.map(shape)).toEqual(english.map(shape));
    expect(spanish.every((q, i) => q.text !== english[i].text)).toBe(true);

    const underwriting = await t.http
      .get('/api/employers/questions')
      .query({ coverage: 'wc', language: 'es' })
      .expect(200);
    expect(byId(underwriting.body.questions as Question[], 'safetyProgram').text).toBe(
      '¿Tiene un programa de seguridad por escrito?',
    );
    const owner = await t.http
      .get('/api/employers/owner_questions')
      .query({ language: 'es' })
      .expect(200);
    expect(
      byId(owner.body.questions as Question[], 'duties').options.map((o) => [o.value, o.label]),
    ).toContainEqual(['field', 'Trabajo de campo o manual']);
  });

  it('answers an English reader, and one who names no language, in English', async () => {
    const none = await payroll();
    const english = await payroll('en');
    expect(english.body).toEqual(none.body);
    const frequency = byId(english.body.questions as Question[], 'payFrequency');
    expect(frequency.text).toBe('How often do you run payroll?');
    expect(frequency.options[1]).toEqual({ value: 'Biweekly', label: 'Every two weeks' });
  });

  it('refuses a language the product does not speak', async () => {
    const res = await t.http.get('/api/employers/questions').query({ language: 'fr' }).expect(400);
    expect(res.body.message).toEqual(['Language must be one of: en, es.']);
    await t.http.get('/api/coverage').query({ language: 'fr' }).expect(400);
  });

  it('shows a text staff reword in English, never its earlier Spanish', async () => {
    const set = (await payroll()).body.questions as Question[];
    const edited = set.map((q) =>
      q.id === 'payFrequency'
        ? {
            ...q,
            text: 'How often do you pay your employees?',
            options: q.options.map((o) =>
              o.value === 'Monthly' ? { ...o, label: 'Once a month' } : o,
            ),
          }
        : q,
    );
    await t.http
      .put('/api/payroll_questions')
      .set(bearer(who.admin))
      .send({ carrier: 'Default', coverage: 'wc', questions: edited })
      .expect(200);

    const spanish = (await payroll('es')).body.questions as Question[];
    const frequency = byId(spanish, 'payFrequency');
    expect(frequency.text).toBe('How often do you pay your employees?');
    expect(frequency.options).toEqual([
      { value: 'Weekly', label: 'Semanal' },
      { value: 'Biweekly', label: 'Cada dos semanas' },
      { value: 'Semi-monthly', label: 'Dos veces al mes' },
      { value: 'Monthly', label: 'Once a month' },
    ]);
    // The texts staff left alone keep their Spanish.
    expect(byId(spanish, 'usesSubcontractors').text).toBe(
      '¿Contrata subcontratistas para este trabajo?',
    );
  });

  it('answers the coverage texts and pop-ups in Spanish, staff rewording read in English', async () => {
    const list = await t.http.get('/api/coverage').query({ language: 'es' }).expect(200);
    const wc = (list.body as CoverageText[]).find((text) => text.name === 'wc')!;
    expect(wc.title).toBe('Compensación para trabajadores');
    expect(wc.whatIsCovered[1]).toBe(
      'Parte del salario que un empleado pierde mientras no puede trabajar',
    );
    expect(wc.freeText).toMatch(/^La prima se calcula según su nómina/);
    const english = await t.http.get('/api/coverage/wc').expect(200);
    expect(english.body.title).toBe("Workers' Compensation");

    const popup = await t.http
      .get('/api/coverage/popup-waiver-of-subrogation')
      .query({ language: 'es' })
      .expect(200);
    expect(popup.body.title).toBe('Renuncia de subrogación');

    await t.http
      .put('/api/coverage')
      .set(bearer(who.admin))
      .send({
        name: 'popup-waiver-of-subrogation',
        kind: 'popup',
        status: 'published',
        title: 'Waiver of subrogation',
        body: 'Your insurer gives up recovering a paid claim from the party you waive it for.',
      })
      .expect(200);
    const reworded = await t.http
      .get('/api/coverage/popup-waiver-of-subrogation')
      .query({ language: 'es' })
      .expect(200);
    expect(reworded.body.title).toBe('Renuncia de subrogación');
    expect(reworded.body.body).toBe(
      'Your insurer gives up recovering a paid claim from the party you waive it for.',
    );
  });
});
