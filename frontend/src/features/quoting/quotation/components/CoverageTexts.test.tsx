import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CoverageTextDto } from '@coverline/contracts/generated/model';
import { i18n } from '../../../../lib/i18n';
import { addQuotationTexts, renderAtQuotation, wizardApi } from '../../../../test/quotation';
import { HelpPopup, WhatsCovered } from './CoverageTexts';

function text(overrides: Partial<CoverageTextDto>): CoverageTextDto {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'popup-waiver-of-subrogation',
    kind: 'popup',
    status: 'published',
    title: 'Waiver of subrogation',
    body: 'Your carrier gives up its right to recover from a third party.',
    whatIsCovered: ['Claims your client asks you to waive'],
    whatIsNotCovered: ['Your own negligence', 'Contracts signed after a loss'],
    freeText: '',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const listItems = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('coverage texts as visitors read them', () => {
  beforeEach(() => addQuotationTexts());

  it('a pop-up shows its "Covered" and "Not covered" lists under its body', async () => {
    wizardApi({ 'GET /api/coverage': () => ({ status: 200, data: [text({})] }) });
    await renderAtQuotation(<HelpPopup name="popup-waiver-of-subrogation" />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'What is this? (Waiver of subrogation)' }),
    );
    expect(listItems('Covered')).toEqual(['Claims your client asks you to waive']);
    expect(listItems('Not covered')).toEqual([
      'Your own negligence',
      'Contracts signed after a loss',
    ]);
  });

  it('a pop-up without list items shows no empty lists', async () => {
    wizardApi({
      'GET /api/coverage': () => ({
        status: 200,
        data: [text({ whatIsCovered: [], whatIsNotCovered: [] })],
      }),
    });
    await renderAtQuotation(<HelpPopup name="popup-waiver-of-subrogation" />);
    await userEvent.click(await screen.findByRole('button', { name: /What is this\?/ }));
    expect(screen.getByText(/gives up its right/)).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("a coverage's what's-covered text shows the same two lists under headings", async () => {
    wizardApi({
      'GET /api/coverage': () => ({
        status: 200,
        data: [text({ name: 'wc', kind: 'covered', title: 'Workers compensation' })],
      }),
    });
    await renderAtQuotation(<WhatsCovered coverage="wc" />);
    expect(await screen.findByRole('heading', { name: 'Covered', level: 3 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Not covered', level: 3 })).toBeVisible();
    expect(listItems('Not covered')).toHaveLength(2);
  });

  describe('in Spanish', () => {
    beforeEach(() => {
      i18n.language = 'es';
    });
    afterEach(() => {
      i18n.language = 'en';
    });

    it('asks for the texts in Spanish and shows what the API answers', async () => {
      const { calls } = wizardApi({
        'GET /api/coverage': ({ params }) => ({
          status: 200,
          data: [
            text(
              params.language === 'es'
                ? { body: 'Una renuncia de subrogación impide que su aseguradora recupere.' }
                : {},
            ),
          ],
        }),
      });
      await renderAtQuotation(<HelpPopup name="popup-waiver-of-subrogation" />);
      await userEvent.click(await screen.findByRole('button', { name: /Waiver of subrogation/ }));
      expect(screen.getByText(/impide que su aseguradora recupere/)).toBeVisible();
      expect(calls.find((call) => call.path === '/api/coverage')?.params).toEqual({
        language: 'es',
      });
    });
  });
});
