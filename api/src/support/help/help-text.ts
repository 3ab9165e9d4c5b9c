/**
 * How the help search reads words, in English and Spanish: lower case without accents, the words
 * people type for the lines and documents spelled as the articles spell them ("workmans comp",
 * "COI"), stop words left out and a light stemmer, so "instalments" meets "installment". Also
 * which US state and which insurance line a question names. Pure: no Nest, no database.
 */

export type HelpLanguage = 'en' | 'es';
export const HELP_LANGUAGES: readonly HelpLanguage[] = ['en', 'es'];

/** The insurance lines an article may be about (its front matter's `lines`). */
export type HelpLine = 'wc' | 'gl' | 'bop' | 'cyber';

const EN_STOP = new Set(
  (
    'a an and are as at be but by can could do does did for from has have how i if in into is it ' +
    'its me my of on or our so than that the their them then there these they this to us was we ' +
    'were what when where which who whom why will with would you your yours about please tell ' +
    'know want need am any some give much many also just like should hi hello hey thanks ' +
    'thank pls plz u ur im ive id gonna wanna yall ok okay coverline anyone dude really ' +
    'go going way does doing done there here one insurance whats hows wheres whos thats ' +
    'theres youre were use using used'
  ).split(' '),
);

const ES_STOP = new Set(
  (
    'de la que el en y a los del se las por un para con no una su al lo como mas pero sus le ya o ' +
    'este si porque esta entre cuando muy sin sobre tambien me hasta hay donde quien desde todo ' +
    'nos durante todos uno les ni contra otros ese eso ante ellos e esto mi mis antes algunos unos ' +
    'yo otro otras otra tanto esa estos mucho quienes nada muchos cual poco ella estar estas ' +
    'algunas algo nosotros tu te ti tus ellas es son soy tengo tiene tienen puedo puede necesito ' +
    'hola gracias favor que quiero saber hacer hago debo cuanto cuanta usted ustedes coverline'
  ).split(' '),
);

/** Words people type, as the articles spell them (before stemming). */
const EN_WORDS: Record<string, string> = {
  getting: 'get',
  gets: 'get',
  got: 'get',
  hurt: 'injury',
  slipped: 'slip',
  fell: 'fall',
  injured: 'injury',
  guys: 'employees',
  guy: 'employees',
  legally: 'law required',
  legal: 'law',
  workman: 'workers',
  workmans: 'workers',
  workmens: 'workers',
  workmen: 'workers',
  workmanship: 'workmanship',
  comp: 'compensation',
  compo: 'compensation',
  wc: 'workers compensation',
  gl: 'general liability',
  bop: 'business owners policy',
  coi: 'certificate insurance',
  cois: 'certificate insurance',
  cert: 'certificate',
  certs: 'certificate',
  bor: 'broker record',
  emod: 'experience mod',
  xmod: 'experience mod',
  installment: 'instalment',
  installments: 'instalment',
  employes: 'employees',
  employess: 'employees',
  employee: 'employees',
  staffer: 'employees',
  staffers: 'employees',
  crew: 'employees',
  hires: 'employees',
  paychecks: 'payroll',
  ssn: 'social security',
  info: 'information',
  esign: 'sign',
  esignature: 'signature',
  docusign: 'sign',
  llc: 'llc',
  isnt: 'not',
  arent: 'not',
  doesnt: 'not',
  dont: 'not',
  cant: 'not',
  wont: 'not',
  didnt: 'not',
  wasnt: 'not',
  havent: 'not',
};

const ES_WORDS: Record<string, string> = {
  coi: 'certificado seguro',
  wc: 'compensacion trabajadores',
  gl: 'responsabilidad civil general',
  bop: 'poliza propietario negocio',
  tejas: 'texas',
  obtengo: 'obtener',
  consigo: 'obtener',
  conseguir: 'obtener',
  cuotas: 'cuotas',
  mensual: 'mensual',
  mensualmente: 'mensual',
};

/**
 * In an article's paragraphs, asking how to get something is answered by the one saying how to
 * request it.
 */
const EN_PASSAGE_WORDS: Record<string, string> = {
  get: 'get request',
  obtain: 'request',
  need: 'request',
};
const ES_PASSAGE_WORDS: Record<string, string> = {
  obtener: 'obtener pedir solicitar',
  obtengo: 'obtener pedir solicitar',
  consigo: 'obtener pedir solicitar',
};

/**
 * Phrases made only of stop words that still say what is asked: "what do I do" after an
 * incident asks how to report it.
 */
const EN_PHRASES: Array<[RegExp, string]> = [[/\bwhat (do|should) (i|we) do\b/, 'report']];
const ES_PHRASES: Array<[RegExp, string]> = [];

/** The question with the words its stop-word phrases stand for added. */
export function withPhrases(question: string, language: HelpLanguage): string {
  const folded = fold(question);
  const added = (language === 'es' ? ES_PHRASES : EN_PHRASES)
    .filter(([pattern]) => pattern.test(folded))
    .map(([, words]) => words);
  return added.length ? `${question} ${added.join(' ')}` : question;
}

/** Folds case and accents, and drops apostrophes, so "Owner’s" and "owners" meet. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2019']/g, '');
}

/** Strips common English endings so "covers", "covered" and "covering" meet at "cover". */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('es') && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** A light Spanish stemmer: plural and final vowel off, so "seguros" meets "seguro". */
export function stemEs(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('es') && /[^aeiou]es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s')) w = w.slice(0, -1);
  if (w.length > 4 && /[aeo]$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** The search terms of one word: expanded, stop words out, stemmed (none for a stop word). */
export function termsOf(word: string, language: HelpLanguage, passages = false): string[] {
  const w = fold(word).replace(/[^a-z0-9]/g, '');
  if (!w) return [];
  const passageWords = language === 'es' ? ES_PASSAGE_WORDS : EN_PASSAGE_WORDS;
  if (passages && passageWords[w]) {
    return passageWords[w].split(' ').flatMap((part) => termsOf(part, language));
  }
  const words = language === 'es' ? ES_WORDS : EN_WORDS;
  const stop = language === 'es' ? ES_STOP : EN_STOP;
  const out: string[] = [];
  for (const part of (words[w] ?? w).split(' ')) {
    if (stop.has(part)) continue;
    out.push(language === 'es' ? stemEs(part) : stem(part));
  }
  return out;
}

/** Splits text into words (the search library's tokenizer). */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Every search term of a text, in order. */
export function termsOfText(text: string, language: HelpLanguage): string[] {
  return words(text).flatMap((w) => termsOf(w, language));
}

const STATES: Array<[string, string, string?]> = [
  ['AL', 'alabama'],
  ['AK', 'alaska'],
  ['AZ', 'arizona'],
  ['AR', 'arkansas'],
  ['CA', 'california'],
  ['CO', 'colorado'],
  ['CT', 'connecticut'],
  ['DE', 'delaware'],
  ['DC', 'district of columbia', 'washington dc'],
  ['FL', 'florida'],
  ['GA', 'georgia'],
  ['HI', 'hawaii'],
  ['ID', 'idaho'],
  ['IL', 'illinois'],
  ['IN', 'indiana'],
  ['IA', 'iowa'],
  ['KS', 'kansas'],
  ['KY', 'kentucky'],
  ['LA', 'louisiana'],
  ['ME', 'maine'],
  ['MD', 'maryland'],
  ['MA', 'massachusetts'],
  ['MI', 'michigan'],
  ['MN', 'minnesota'],
  ['MS', 'mississippi'],
  ['MO', 'missouri'],
  ['MT', 'montana'],
  ['NE', 'nebraska'],
  ['NV', 'nevada'],
  ['NH', 'new hampshire', 'nuevo hampshire'],
  ['NJ', 'new jersey', 'nueva jersey'],
  ['NM', 'new mexico', 'nuevo mexico'],
  ['NY', 'new york', 'nueva york'],
  ['NC', 'north carolina', 'carolina del norte'],
  ['ND', 'north dakota', 'dakota del norte'],
  ['OH', 'ohio'],
  ['OK', 'oklahoma'],
  ['OR', 'oregon'],
  ['PA', 'pennsylvania', 'pensilvania'],
  ['RI', 'rhode island'],
  ['SC', 'south carolina', 'carolina del sur'],
  ['SD', 'south dakota', 'dakota del sur'],
  ['TN', 'tennessee'],
  ['TX', 'texas', 'tejas'],
  ['UT', 'utah'],
  ['VT', 'vermont'],
  ['VA', 'virginia'],
  ['WA', 'washington'],
  ['WV', 'west virginia', 'virginia occidental'],
  ['WI', 'wisconsin'],
  ['WY', 'wyoming'],
];

/** The names of a state (English and Spanish), lower case without accents. */
export function stateNames(code: string): string[] {
  const found = STATES.find(([c]) => c === code);
  return found ? (found.slice(1).filter(Boolean) as string[]) : [];
}

/** Codes that are also English words: only written in capitals ("IN", "OK") do they name a state. */
const WORD_CODES = new Set(
  'AL AR CO DE GA ID IN LA MA ME MI MO MS ND NE OH OR PA SD UT VA WA'.split(' '),
);
/** Never a state by code alone: "OK, thanks", "HI there". */
const NEVER_CODES = new Set(['OK', 'HI']);

/** The states a question names, by name or postal code ("Texas", "TX", "in Ohio"). */
export function detectStates(question: string): string[] {
  const folded = ` ${fold(question).replace(/[^a-z0-9]+/g, ' ')} `;
  const found = new Set<string>();
  // Longest names first: "west virginia" is not also "virginia".
  const byName = [...STATES]
    .flatMap(([code, ...names]) => names.filter(Boolean).map((n) => [code, n!] as const))
    .sort((a, b) => b[1].length - a[1].length);
  let rest = folded;
  for (const [code, name] of byName) {
    if (rest.includes(` ${name} `)) {
      found.add(code);
      rest = rest.replace(` ${name} `, ' ');
    }
  }
  for (const token of question.split(/[^A-Za-z]+/)) {
    if (token.length !== 2) continue;
    const upper = token.toUpperCase();
    if (!STATES.some(([code]) => code === upper)) continue;
    if (NEVER_CODES.has(upper)) continue;
    const ambiguous = WORD_CODES.has(upper);
    const shouted = question === question.toUpperCase();
    if (token === upper ? !(ambiguous && shouted) : !ambiguous) found.add(upper);
  }
  return [...found];
}

const LINE_PATTERNS: Array<[HelpLine, RegExp]> = [
  [
    'wc',
    /\b(work\w*\s*(comp|compensation)|wc|comp insurance|compensacion (de|para) (los )?trabajadores|seguro de trabajadores|experience mod|emod|xmod)\b/,
  ],
  [
    'gl',
    /\b(general liability|gl|liability insurance|slips? and falls?|responsabilidad civil( general)?)\b/,
  ],
  [
    'bop',
    /\b(bop|business owners? ?s? policy|poliza (de|del) (propietario|duenos?)( de negocio)?)\b/,
  ],
  ['cyber', /\b(cyber\w*|ciber\w*|data breach|hack\w*|ransomware|phishing)\b/],
];

/** The words that name a line: once the line is known, they say little about the subject. */
export const LINE_WORDS: Record<HelpLanguage, ReadonlySet<string>> = {
  en: new Set(
    termsOfText('workers compensation comp general liability business owners policy cyber', 'en'),
  ),
  es: new Set(
    termsOfText(
      'compensacion trabajadores seguro responsabilidad civil general poliza propietario negocio ciber',
      'es',
    ),
  ),
};

/** The insurance lines a question names ("workers comp", "GL", "cyber", "BOP"). */
export function detectLines(question: string): HelpLine[] {
  const folded = fold(question).replace(/[^a-z0-9]+/g, ' ');
  return LINE_PATTERNS.filter(([, pattern]) => pattern.test(folded)).map(([line]) => line);
}

const ES_MARKERS = new Set(
  (
    'que como cual donde cuando puedo necesito tengo quiero mi mis el la los las del por para una ' +
    'seguro poliza empleados trabajadores pagar pago hola es son esta estoy hay usted'
  ).split(' '),
);
const EN_MARKERS = new Set(
  (
    'the what how can do does i my is are need have want to of for with you your pay insurance ' +
    'policy employees workers get'
  ).split(' '),
);

/** Spanish when the question reads as Spanish ("¿Puedo pagar mensualmente?"), else English. */
export function guessLanguage(question: string): HelpLanguage {
  if (/[¿¡ñ]/i.test(question)) return 'es';
  let es = 0;
  let en = 0;
  for (const w of words(question)) {
    if (ES_MARKERS.has(w)) es += 1;
    if (EN_MARKERS.has(w)) en += 1;
  }
  return es > en ? 'es' : 'en';
}
