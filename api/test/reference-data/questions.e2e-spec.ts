import { ErrorCode } from '@coverline/contracts';
import { createTestApp, type TestApp } from '../helpers/app';
import { bearer, callers, type Callers } from './helpers';

interface Question {
  id: string;
  text: string;
  answerType: string;
  options: Array<{ value: string; label: string }>;
}

describe('question sets and owner titles', () => {
  let t: TestApp;
  let who: Callers;
  beforeAll(async () => {
    t = await createTestApp();
    who = await callers(t);
  });
  afterAll(() => t.close());

  it('serves the payroll questions publicly, in every answer type the wizard renders', async () => {
    const res = await t.http.get('/api/payroll_questions').query({ coverage: 'wc' }).expect(200);
    expect(res.body).toMatchObject({ carrier: 'Default', coverage: 'wc' });
    const types = new Set((res.body.questions as Question[]).map((q) => q.answerType));
    expect(types).toEqual(new Set(['number', 'yesNo', 'select']));
    const frequency = (res.body.questions as Question[]).find((q) => q.id === 'payFrequency')!;
    expect(frequency.options.map((o) => o.value)).toEqual([
      'Weekly',
      'Biweekly',
      'Semi-monthly',
      'Monthly',
    ]);
  });

  it('answers the same payroll questions through the quoting service passthrough', async () => {
    const direct = await t.http.get('/api/payroll_questions').query({ coverage: 'wc' }).expect(200);
    const passthrough = await t.http
      .get('/api/quoting-api/passthrough/payroll_questions')
      .query({ coverage: 'wc' })
      .expect(200);
    expect(passthrough.body).toEqual(direct.body);
    await t.http
      .get('/api/quoting-api/passthrough/payroll_questions')
      .query({ coverage: 'boat' })
      .expect(400);
  });

  it("falls back to the Default carrier's set when a carrier has none", async () => {
    const res = await t.http
      .get('/api/payroll_questions')
      .query({ carrier: 'Coterie', coverage: 'gl' })
      .expect(200);
    expect(res.body.carrier).toBe('Default');
    expect((res.body.questions as Question[]).map((q) => q.id)).toContain('annualRevenue');
    const none = await t.http
      .get('/api/payroll_questions')
      .query({ carrier: 'Cowbell', coverage: 'cyber' })
      .expect(200);
    expect(none.body).toEqual({
      carrier: 'Cowbell',
      coverage: 'cyber',
      questions: [],
      updatedAt: null,
    });
  });

  it('serves the Employers underwriting and owner questions publicly', async () => {
    const uw = await t.http.get('/api/employers/questions').expect(200);
    expect(uw.body).toMatchObject({ carrier: 'Employers', coverage: 'wc' });
    const owner = await t.http.get('/api/employers/owner_questions').expect(200);
    expect(owner.body).toMatchObject({ carrier: 'Employers', coverage: 'wc' });
  });

  it('serves underwriting questions for every line the wizard asks them for', async () => {
    const ids = async (coverage: string) => {
      const res = await t.http.get('/api/employers/questions').query({ coverage }).expect(200);
      expect(res.body).toMatchObject({ carrier: 'Default', coverage });
      return (res.body.questions as Question[]).map((q) => q.id);
    };
    expect(await ids('gl')).toContain('operationsDescription');
    expect(await ids('bop')).toEqual(expect.arrayContaining(['alcoholSales', 'burglarAlarm']));
    // The cyber rating prices these four security controls.
    expect(await ids('cyber')).toEqual(
      expect.arrayContaining(['mfa', 'edr', 'backups', 'training']),
    );
  });

  it('lets admins replace a set; answers types are checked', async () => {
    const questions = [
      { id: 'hasFleet', text: 'Do you own vehicles?', answerType: 'yesNo' },
      {
        id: 'fleetSize',
        text: 'How many?',
        answerType: 'number',
        min: 0,
        max: 500,
        required: false,
      },
      {
        id: 'region',
        text: 'Where do you work?',
        answerType: 'select',
        options: [
          { value: 'local', label: 'Locally' },
          { value: 'regional', label: 'Across the region' },
        ],
      },
      { id: 'notes', text: 'Anything else?', answerType: 'text', helpText: 'Optional' },
    ];
    const put = await t.http
      .put('/api/employers/questions')
      .set(bearer(who.admin))
      .send({ coverage: 'gl', questions })
      .expect(200);
    expect(put.body.questions).toEqual([
      {
        id: 'hasFleet',
        text: 'Do you own vehicles?',
        answerType: 'yesNo',
        required: true,
        helpText: null,
        options: [],
        min: null,
        max: null,
      },
      {
        id: 'fleetSize',
        text: 'How many?',
        answerType: 'number',
        required: false,
        helpText: null,
        options: [],
        min: 0,
        max: 500,
      },
      {
        id: 'region',
        text: 'Where do you work?',
        answerType: 'select',
        required: true,
        helpText: null,
        options: questions[2].options,
        min: null,
        max: null,
      },
      {
        id: 'notes',
        text: 'Anything else?',
        answerType: 'text',
        required: true,
        helpText: 'Optional',
        options: [],
        min: null,
        max: null,
      },
    ]);
    const read = await t.http.get('/api/employers/questions').query({ coverage: 'gl' }).expect(200);
    expect(read.body.questions).toEqual(put.body.questions);

    const payroll = await t.http
      .put('/api/payroll_questions')
      .set(bearer(who.admin))
      .send({ carrier: 'Markel', coverage: 'bop', questions: [questions[0]] })
      .expect(200);
    expect(payroll.body).toMatchObject({ carrier: 'Markel', coverage: 'bop' });
    const owner = await t.http
      .put('/api/employers/owner_questions')
      .set(bearer(who.admin))
      .send({ coverage: 'gl', questions: [questions[1]] })
      .expect(200);
    expect(owner.body.questions).toHaveLength(1);
  });

  it('refuses malformed questions', async () => {
    const res = await t.http
      .put('/api/employers/questions')
      .set(bearer(who.admin))
      .send({
        coverage: 'gl',
        questions: [
          { id: '1bad', text: '', answerType: 'slider' },
          { id: 'pick', text: 'Pick one', answerType: 'select' },
        ],
      })
      .expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'ID (questions, item 1) must start with a letter: letters, digits, - or _.',
        'Text (questions, item 1) is required.',
        'Answer type (questions, item 1) must be one of yesNo, number, text, select.',
        'Options (questions, item 2) are required for a select question.',
      ]),
    );
    const repeated = await t.http
      .put('/api/employers/questions')
      .set(bearer(who.admin))
      .send({
        coverage: 'gl',
        questions: [
          { id: 'same', text: 'One', answerType: 'yesNo' },
          { id: 'same', text: 'Two', answerType: 'yesNo' },
        ],
      })
      .expect(400);
    expect(repeated.body.code).toBe(ErrorCode.QuestionSetInvalid);
    expect(repeated.body.message).toBe('question ids must be unique: same.');
    await t.http
      .put('/api/payroll_questions')
      .set(bearer(who.admin))
      .send({ carrier: 'Nobody', coverage: 'wc', questions: [] })
      .expect(400);
  });

  it('serves owner titles per entity type publicly; admins replace them', async () => {
    const res = await t.http.get('/api/owner_titles').expect(200);
    expect(res.body.map((t: { entityType: string }) => t.entityType)).toEqual([
      'Sole Proprietor',
      'Partnership',
      'LLC',
      'Corporation',
      'Non-Profit',
    ]);
    const corporation = res.body.find(
      (t: { entityType: string }) => t.entityType === 'Corporation',
    );
    expect(corporation.titles).toEqual(
      expect.arrayContaining(['President', 'Secretary', 'Treasurer']),
    );
    const put = await t.http
      .put('/api/owner_titles')
      .set(bearer(who.admin))
      .send({ entityType: 'Partnership', titles: ['General Partner', 'Limited Partner'] })
      .expect(200);
    expect(put.body).toEqual({
      entityType: 'Partnership',
      titles: ['General Partner', 'Limited Partner'],
      options: [
        { value: 'General Partner', label: 'General Partner' },
        { value: 'Limited Partner', label: 'Limited Partner' },
      ],
    });
    await t.http
      .put('/api/owner_titles')
      .set(bearer(who.admin))
      .send({ entityType: 'Partnership', titles: [] })
      .expect(400);
  });

  it('labels owner titles in Spanish for a Spanish reader and keeps the English as the value', async () => {
    const res = await t.http.get('/api/owner_titles').query({ language: 'es' }).expect(200);
    const corporation = (
      res.body as Array<{ entityType: string; options: Array<{ value: string; label: string }> }>
    ).find((x) => x.entityType === 'Corporation')!;
    expect(corporation.options).toEqual(
      expect.arrayContaining([
        { value: 'President', label: 'Presidente' },
        { value: 'Treasurer', label: 'Tesorero' },
        { value: 'Shareholder', label: 'Accionista' },
      ]),
    );
  });

  it('only admins write', async () => {
    const body = { coverage: 'wc', questions: [] };
    await t.http.put('/api/employers/questions').send(body).expect(401);
    for (const token of [who.agent, who.client, who.guest]) {
      await t.http.put('/api/employers/questions').set(bearer(token)).send(body).expect(403);
      await t.http.put('/api/employers/owner_questions').set(bearer(token)).send(body).expect(403);
      await t.http
        .put('/api/payroll_questions')
        .set(bearer(token))
        .send({ ...body, carrier: 'Default' })
        .expect(403);
      await t.http
        .put('/api/owner_titles')
        .set(bearer(token))
        .send({ entityType: 'LLC', titles: ['Member'] })
        .expect(403);
    }
  });
});
