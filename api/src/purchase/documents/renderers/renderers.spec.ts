import { PDFDocument } from 'pdf-lib';
import {
  cancellationNotice,
  glProposal,
  policySummary,
  wcApplication,
  wcProposal,
} from '../../../../test/helpers/document-views';
import { pdfPages } from '../../../../test/helpers/pdf-text';
import { renderCancellationNotice } from './cancellation-notice';
import { renderPolicySummary } from './policy-summary';
import { renderQuoteProposal } from './quote-proposal';
import { renderWcApplication } from './wc-application';

const text = (pages: string[]) => pages.join('\n');

describe('quote proposal', () => {
  it('shows the insured, the carrier, the dates, the premium in USD and the WC classes', async () => {
    const pages = await pdfPages(await renderQuoteProposal(wcProposal()));
    const all = text(pages);
    expect(pages).toHaveLength(1);
    for (const expected of [
      'Coverline Insurance Services',
      'Quote Proposal',
      'Blue Ridge Landscaping LLC',
      'Blue Ridge Lawn & Garden',
      '42 Aspen Way, Boulder, CO 80301',
      'Workers compensation',
      'Employers',
      '03/01/2026',
      '03/01/2027',
      '$12,843.50',
      '0042',
      '8810',
      'Clerical office employees NOC',
      '$320,000',
      '3.41',
      '$10,912.00',
      '$500,000 / $500,000 / $500,000',
      'Ready to bind online',
      'Colorado expense constant',
    ]) {
      expect(all).toContain(expected);
    }
  });

  it('masks the FEIN to its last four digits', async () => {
    const all = text(await pdfPages(await renderQuoteProposal(wcProposal())));
    expect(all).toContain('•••••6789');
    expect(all).not.toContain('123456789');
    expect(all).not.toContain('12-3456789');
  });

  it('labels a sandbox quote as not an offer, and a live one not', async () => {
    const sandbox = text(await pdfPages(await renderQuoteProposal(wcProposal())));
    expect(sandbox).toContain('It is not an offer of insurance');
    expect(sandbox).toContain('SANDBOX - NOT AN OFFER OF INSURANCE');
    const live = text(await pdfPages(await renderQuoteProposal(wcProposal({ sandbox: false }))));
    expect(live).not.toContain('SANDBOX');
    expect(live).not.toContain('offer of insurance');
  });

  it('shows limits instead of classes for the other lines, with the carrier notes', async () => {
    const all = text(await pdfPages(await renderQuoteProposal(glProposal())));
    for (const expected of [
      'General liability',
      'Each occurrence',
      '$1,000,000',
      'General aggregate',
      '$2,000,000',
      '$1,860.00',
      'Referred to underwriting',
      'Open claims need review.',
    ]) {
      expect(all).toContain(expected);
    }
    expect(all).not.toContain('Classes and payroll'.toUpperCase());
  });

  it('renders names it cannot encode in the standard font instead of failing', async () => {
    const view = wcProposal({
      insured: { ...wcProposal().insured, name: 'Łódź Café 北京 🚀 GmbH', dba: 'Ősz & Dvořák' },
      notes: ['Zürich \u200b re-insurance ✓'],
    });
    const all = text(await pdfPages(await renderQuoteProposal(view)));
    expect(all).toContain('?ódz Café ?? ? GmbH');
    expect(all).toContain('Osz & Dvorák');
  });
});

describe('workers compensation application (ACORD 130 layout)', () => {
  it('carries the applicant, policy, locations, individuals, rating, losses and questions', async () => {
    const pages = await pdfPages(await renderWcApplication(wcApplication()));
    const all = text(pages);
    for (const expected of [
      'Workers Compensation Application',
      'Laid out as ACORD 130',
      'AGENCY',
      'APPLICANT',
      'Blue Ridge Landscaping LLC',
      '12-3456789',
      '[X] LLC',
      '561730',
      'POLICY INFORMATION',
      'CO, WY',
      '0.94',
      'LOCATIONS',
      '7 Depot Road, Cheyenne, WY 82001',
      'INDIVIDUALS INCLUDED / EXCLUDED',
      'Maria Lopez',
      'Managing member',
      '60%',
      'Included',
      'Excluded',
      '$62,400',
      'STATE RATING WORKSHEET',
      '8000',
      '8002',
      '$50,000',
      '$1,250.00',
      '$12,843.50',
      'PRIOR CARRIER INFORMATION',
      'Pinnacol Assurance',
      'LOSS HISTORY - LAST 5 YEARS',
      '01/15/2024',
      'Crew member strained back lifting pavers',
      '$8,400.00',
      'Open',
      'GENERAL INFORMATION',
      'Is there a formal safety program in operation?',
      'SIGNATURES',
      "APPLICANT'S SIGNATURE",
    ]) {
      expect(all).toContain(expected);
    }
  });

  it('breaks long lists across pages, repeating the section and column heads', async () => {
    const bytes = await renderWcApplication(wcApplication(60, 25, 20));
    const pages = await pdfPages(bytes);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(pages.length);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const all = text(pages);
    // Every row is there once, in order.
    const codes = Array.from({ length: 60 }, (_, i) => String(8000 + i));
    const positions = codes.map((code) => all.indexOf(`${code} Class ${Number(code) - 7999}:`));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(all).toContain('Owner 25');
    expect(all).toContain('(claim 20)');
    // Continuation pages name the section again and repeat the column heads.
    const continued = pages.filter((p) => p.includes('STATE RATING WORKSHEET (CONTINUED)'));
    expect(continued.length).toBeGreaterThanOrEqual(1);
    for (const page of continued) expect(page).toContain('Categories, duties, classifications');
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    // The declaration and both signature rows stay together on the last page.
    expect(pages[pages.length - 1]).toContain('SIGNATURES');
    expect(pages[pages.length - 1]).toContain("PRODUCER'S SIGNATURE");
  });

  it('says so where a list is empty', async () => {
    const view = { ...wcApplication(0, 0, 0), priorCarriers: [], questions: [] };
    const all = text(await pdfPages(await renderWcApplication(view)));
    for (const expected of [
      'No class codes.',
      'No owners or officers listed.',
      'No prior carrier reported.',
      'No losses reported.',
      'No questions answered.',
    ]) {
      expect(all).toContain(expected);
    }
  });
});

describe('policy summary', () => {
  it('shows the policy number, carrier, dates, premium, billing and endorsements', async () => {
    const pages = await pdfPages(await renderPolicySummary(policySummary()));
    const all = text(pages);
    expect(pages).toHaveLength(1);
    for (const expected of [
      'Policy Summary',
      'EMP-WC-2026-000417',
      'Employers',
      'Workers compensation',
      'Blue Ridge Landscaping LLC',
      '03/01/2026',
      '03/01/2027',
      '02/20/2026',
      '$12,843.50',
      'Pay as you go (payroll reporting)',
      'Statutory (CO, WY)',
      'BLANKET ADDITIONAL INSURED',
      'Not applicable',
      'WAIVER OF SUBROGATION',
    ]) {
      expect(all).toContain(expected);
    }
  });
});

describe('notice of cancellation', () => {
  it('shows the policy, the day cover ends, the reason and how the premium settles', async () => {
    const pages = await pdfPages(await renderCancellationNotice(cancellationNotice()));
    const all = text(pages);
    expect(pages).toHaveLength(1);
    for (const expected of [
      'Notice of Cancellation',
      'EMP-WC-2026-000417',
      'Blue Ridge Landscaping LLC',
      '09/01/2026, 12:01 AM',
      "At the insured's request",
      'Short rate',
      '$12,843.50',
      '$7,153.12',
      '$5,690.38',
      'CXL-0123456789',
    ]) {
      expect(all).toContain(expected);
    }
  });
});
