import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BANK_ACCOUNT_NUMBER_MAX_DIGITS,
  CertificateLimits,
  CYBER_LIMITS_CENTS,
  CYBER_RETENTIONS_CENTS,
  EFFECTIVE_DATE_MAX_DAYS_AHEAD,
  EMPLOYERS_LIABILITY_LIMITS,
  GL_LIMITS,
  HELP_ARTICLE_TOPICS,
  HelpSlug,
  InstalmentPlan,
  isAutoIncluded,
  Language,
  Limits,
  minimumEmployersLiabilityLevel,
  MONOPOLISTIC_WC_STATES,
  PAY_FREQUENCIES,
  PayAsYouGoPlan,
  PolicyServicingLimits,
  PROPERTY_DEDUCTIBLES_CENTS,
  STATE_FUNDS,
  STATE_NAMES,
} from '@coverline/contracts';
import { CARRIERS } from '../../quoting/reference-data/seeds/carriers';
import { BOR_LINK_TTL_MINUTES } from '../../servicing/bor/bor.service';
import { loadShippedArticles, parseArticleFile, type ShippedArticle } from './article-files';

/** The articles the help center must have (the chat's answers and the product's links name them). */
const REQUIRED_SLUGS = [
  'getting-a-quote',
  'saving-and-resuming-a-quote',
  'quote-results-and-bindability',
  'who-we-cover',
  'insurance-companies',
  'workers-compensation-cover',
  'workers-comp-who-must-carry',
  'workers-comp-monopolistic-states',
  'texas-workers-comp-opt-out',
  'owners-and-officers',
  'experience-mod',
  'waiver-of-subrogation',
  'general-liability-cover',
  'additional-insured',
  'business-owners-policy-cover',
  'cyber-cover',
  'paying-and-instalments',
  'pay-as-you-go',
  'signing-documents',
  'certificates-of-insurance',
  'policy-changes',
  'claims',
  'broker-of-record-changes',
  'your-account',
  'payroll-partners',
  'privacy-and-security',
  'talking-to-a-person',
];

const ROUTE_TREE = join(__dirname, '..', '..', '..', '..', 'frontend', 'src', 'routeTree.gen.ts');

/** The web app's routes, as its generated route tree lists them by full path. */
function webRoutes(): Set<string> {
  const tree = readFileSync(ROUTE_TREE, 'utf8');
  const block = /interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? '';
  return new Set([...block.matchAll(/'([^']+)':/g)].map((m) => m[1]));
}

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;
const number = (n: number) => n.toLocaleString('en-US');
/** Apostrophes as the constants and the files may each write them. */
const plain = (text: string) => text.replace(/[’‘]/g, "'");

describe('the help articles shipped with the product', () => {
  const articles = loadShippedArticles();
  const of = (language: Language) => articles.filter((a) => a.language === language);
  const article = (slug: string, language: Language): ShippedArticle => {
    const found = articles.find((a) => a.slug === slug && a.language === language);
    if (!found) throw new Error(`no ${language} article ${slug}`);
    return found;
  };
  const text = (slug: string, language: Language) => {
    const a = article(slug, language);
    return plain([a.title, a.summary, a.body].join('\n'));
  };

  it('parse, each with its slug as its file name', () => {
    expect(of(Language.English).length).toBeGreaterThanOrEqual(REQUIRED_SLUGS.length);
  });

  it('include every required article', () => {
    const slugs = of(Language.English).map((a) => a.slug);
    expect(REQUIRED_SLUGS.filter((s) => !slugs.includes(s))).toEqual([]);
  });

  it('have an English and a Spanish version of every slug, about the same lines, states and pages', () => {
    const en = of(Language.English);
    const es = of(Language.Spanish);
    expect(es.map((a) => a.slug)).toEqual(en.map((a) => a.slug));
    for (const a of en) {
      const b = article(a.slug, Language.Spanish);
      expect({ slug: a.slug, lines: b.lines, states: b.states, related: b.related }).toEqual({
        slug: a.slug,
        lines: a.lines,
        states: a.states,
        related: a.related,
      });
    }
  });

  it('have a topic each, and the topics name no article that is not shipped', () => {
    const slugs = of(Language.English).map((a) => a.slug);
    expect(slugs.filter((s) => !HELP_ARTICLE_TOPICS[s])).toEqual([]);
    expect(Object.keys(HELP_ARTICLE_TOPICS).filter((s) => !slugs.includes(s))).toEqual([]);
    expect(Object.values(HelpSlug).filter((s) => !slugs.includes(s))).toEqual([]);
  });

  it('name as related only pages the web app routes', () => {
    const routes = webRoutes();
    expect(routes.has('/quotation')).toBe(true);
    const unknown = articles.flatMap((a) =>
      a.related.filter((r) => !routes.has(r)).map((r) => `${a.language}/${a.slug}: ${r}`),
    );
    expect(unknown).toEqual([]);
  });

  it('refuse a file without front matter, with an unknown line or state, or a blank title', () => {
    const file = (meta: string) => `---\n${meta}\n---\nBody.\n`;
    const ok =
      'slug: a\ntitle: A\nsummary: S\nlines: [wc]\nstates: [TX]\ntags: [x]\nrelated: [/help]';
    expect(parseArticleFile(file(ok), 'a.md', Language.English).lines).toEqual(['wc']);
    expect(() => parseArticleFile('Body only', 'a.md', Language.English)).toThrow(/front matter/);
    expect(() =>
      parseArticleFile(file(ok.replace('[wc]', '[auto]')), 'a.md', Language.English),
    ).toThrow(/coverage line/);
    expect(() =>
      parseArticleFile(file(ok.replace('[TX]', '[XX]')), 'a.md', Language.English),
    ).toThrow(/state code/);
    expect(() =>
      parseArticleFile(file(ok.replace('title: A', 'title: " "')), 'a.md', Language.English),
    ).toThrow(/title is required/);
  });

  /** Each written value, in both languages, against the constant the product uses. */
  describe('state the facts the product uses', () => {
    const both = (slug: string, en: string, es: string) => {
      expect(text(slug, Language.English)).toContain(en);
      expect(text(slug, Language.Spanish)).toContain(es);
    };

    it('the claims look-back and the oldest date of loss', () => {
      const years = Limits.claimsLookBackYears;
      for (const slug of ['claims', 'getting-a-quote', 'quote-results-and-bindability']) {
        both(slug, `last ${years} years`, `últimos ${years} años`);
      }
      both(
        'claims',
        `more than ${Limits.claimDateMaxAgeYears} years ago`,
        `hace más de ${Limits.claimDateMaxAgeYears} años`,
      );
    });

    it('the monopolistic states and their funds', () => {
      const slug = 'workers-comp-monopolistic-states';
      for (const language of [Language.English, Language.Spanish]) {
        expect([...article(slug, language).states].sort()).toEqual(
          [...MONOPOLISTIC_WC_STATES].sort(),
        );
        for (const fund of Object.values(STATE_FUNDS)) {
          expect(text(slug, language)).toContain(plain(fund.name));
        }
      }
      for (const state of MONOPOLISTIC_WC_STATES) {
        for (const s of [
          slug,
          'who-we-cover',
          'workers-comp-who-must-carry',
          'insurance-companies',
        ]) {
          expect(text(s, Language.English)).toContain(STATE_NAMES[state]);
        }
      }
    });

    it('the employers liability limits and the states that require more', () => {
      for (const limits of Object.values(EMPLOYERS_LIABILITY_LIMITS)) {
        both('workers-compensation-cover', limits, limits);
      }
      const ca = minimumEmployersLiabilityLevel('CA');
      const or = minimumEmployersLiabilityLevel('OR');
      both('workers-compensation-cover', `(level ${ca})`, `(nivel ${ca})`);
      both('workers-compensation-cover', `(level ${or} or 3)`, `(nivel ${or} o 3)`);
    });

    it('owners: ownership up to 100% and Alaska members under 10% included', () => {
      both(
        'owners-and-officers',
        `exceed ${Limits.ownershipMax}%`,
        `superar el ${Limits.ownershipMax}%`,
      );
      expect(isAutoIncluded({ state: 'AK', ownershipPercent: 9.99 })).toBe(true);
      expect(isAutoIncluded({ state: 'AK', ownershipPercent: 10 })).toBe(false);
      both('owners-and-officers', 'under 10%', 'menos del 10%');
    });

    it('the instalment plan, the pay-as-you-go deposit and the bank numbers', () => {
      const { downPaymentPercent: down, monthlyInstalments: months } = InstalmentPlan;
      both('paying-and-instalments', `${down}% down payment`, `pago inicial del ${down}%`);
      both('paying-and-instalments', `${months} monthly instalments`, `${months} cuotas mensuales`);
      const deposit = PayAsYouGoPlan.depositPercent;
      both('pay-as-you-go', `deposit of ${deposit}%`, `depósito del ${deposit}%`);
      const account = `${Limits.bankAccountMinDigits} to ${BANK_ACCOUNT_NUMBER_MAX_DIGITS} digits`;
      both(
        'paying-and-instalments',
        account,
        `de ${Limits.bankAccountMinDigits} a ${BANK_ACCOUNT_NUMBER_MAX_DIGITS} dígitos`,
      );
      both(
        'paying-and-instalments',
        `${Limits.routingDigits}-digit`,
        `de ${Limits.routingDigits} dígitos`,
      );
      expect(PAY_FREQUENCIES).toHaveLength(4);
    });

    it('the quote: how far ahead it starts, how long rating takes, how long a link works', () => {
      both(
        'getting-a-quote',
        `at most ${EFFECTIVE_DATE_MAX_DAYS_AHEAD} days`,
        `como máximo ${EFFECTIVE_DATE_MAX_DAYS_AHEAD} días`,
      );
      both(
        'getting-a-quote',
        `up to ${Limits.quoteLoadingMaxSeconds} seconds`,
        `hasta ${Limits.quoteLoadingMaxSeconds} segundos`,
      );
      const hours = Limits.guestTokenTtlSeconds / 3600;
      both('saving-and-resuming-a-quote', `${hours} hours`, `${hours} horas`);
      both(
        'who-we-cover',
        `${number(Limits.employeesMax)} employees`,
        `${number(Limits.employeesMax)} empleados`,
      );
    });

    it('the account: password length, link lifetimes and the sign-in back-off', () => {
      const min = Limits.passwordMinLength;
      both('your-account', `at least ${min} characters`, `al menos ${min} caracteres`);
      const verify = Limits.verifyEmailTokenTtlSeconds / 3600;
      both('your-account', `${verify} hours`, `${verify} horas`);
      expect(Limits.resetTokenTtlSeconds).toBe(3600);
      both('your-account', 'works for one hour', 'funciona durante una hora');
      const backoff = Limits.signInBackoffMaxSeconds / 60;
      both('your-account', `up to ${backoff} minutes`, `hasta ${backoff} minutos`);
      const idle = Limits.accessTokenTtlSeconds / 3600;
      expect(idle).toBe(1);
      both('your-account', 'after an hour without activity', 'después de una hora sin actividad');
    });

    it('certificates: job locations and waiver parties', () => {
      const places = CertificateLimits.jobLocationsMax;
      const parties = CertificateLimits.waiverPartiesMax;
      both(
        'certificates-of-insurance',
        `up to ${places} job locations`,
        `hasta ${places} lugares de trabajo`,
      );
      both('certificates-of-insurance', `up to ${parties} parties`, `hasta ${parties} partes`);
      both('waiver-of-subrogation', `up to ${parties} parties`, `hasta ${parties} partes`);
    });

    it('policy changes: the length of a request', () => {
      const max = number(PolicyServicingLimits.changeDetailsMax);
      both('policy-changes', `${max} characters`, `${max} caracteres`);
    });

    it('the limits and deductibles the quote offers', () => {
      for (const limit of GL_LIMITS) {
        both('general-liability-cover', limit, limit);
        both('business-owners-policy-cover', limit, limit);
      }
      for (const cents of PROPERTY_DEDUCTIBLES_CENTS) {
        both('business-owners-policy-cover', money(cents), money(cents));
      }
      const bpp = `${money(Limits.bppMinDollars * 100)}`;
      both(
        'business-owners-policy-cover',
        `${bpp} to ${money(Limits.bppMaxDollars * 100)}`,
        `desde ${bpp} hasta ${money(Limits.bppMaxDollars * 100)}`,
      );
      for (const cents of [...CYBER_LIMITS_CENTS, ...CYBER_RETENTIONS_CENTS]) {
        both('cyber-cover', money(cents), money(cents));
      }
    });

    it('the carriers we quote, the lines each writes and which offer pay-as-you-go', () => {
      // The seed's "Default" carries settings for carriers without their own; it quotes nothing.
      const quoted = CARRIERS.filter((c) => c.name !== 'Default');
      const lineNames: Record<Language, Record<string, string>> = {
        [Language.English]: {
          wc: 'workers compensation',
          gl: 'general liability',
          bop: "business owner's policy (BOP)",
          cyber: 'cyber liability',
        },
        [Language.Spanish]: {
          wc: 'compensación para trabajadores',
          gl: 'responsabilidad general',
          bop: 'póliza para propietarios de negocios (BOP)',
          cyber: 'responsabilidad cibernética',
        },
      };
      for (const language of [Language.English, Language.Spanish]) {
        const body = plain(article('insurance-companies', language).body);
        const listed = [...body.matchAll(/^- (\w+): (.*)$/gm)].map((m) => [m[1], m[2]] as const);
        expect(listed.map(([name]) => name)).toEqual(quoted.map((c) => c.name));
        for (const [name, lines] of listed) {
          const carrier = quoted.find((c) => c.name === name)!;
          const named = Object.entries(lineNames[language])
            .filter(([, words]) => lines.includes(words))
            .map(([line]) => line);
          expect({ name, lines: named.sort() }).toEqual({
            name,
            lines: [...carrier.coverages].sort(),
          });
        }
        const payGo = quoted
          .filter((c) => c.paymentTypes.includes('payAsYouGo'))
          .map((c) => c.name);
        const sentence = body
          .split('\n')
          .find((l) => /Hartford, Employers/.test(l) && !l.startsWith('-'));
        for (const c of quoted) {
          expect({ name: c.name, payGo: sentence?.includes(c.name) }).toEqual({
            name: c.name,
            payGo: payGo.includes(c.name),
          });
        }
      }
    });

    it('broker of record: how long the sign-in link works', () => {
      both(
        'broker-of-record-changes',
        `${BOR_LINK_TTL_MINUTES} minutes`,
        `${BOR_LINK_TTL_MINUTES} minutos`,
      );
    });
  });
});
