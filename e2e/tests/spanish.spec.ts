import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newUser } from '../support/api';
import { blockingViolations } from '../support/axe';
import {
  businessInfo,
  chooseBusinessType,
  chooseCoverage,
  contact,
  continueFrom,
  effectiveDate,
  fein,
  fillAddress,
  isoDay,
  legalEntity,
  mailingSameAsBusiness,
  stepHeading,
  website,
} from '../support/quotation';

/** The texts the app shows, read from the files it fetches. */
function texts(language: 'en' | 'es', namespace: string): Record<string, unknown> {
  const file = join(
    __dirname,
    '..',
    '..',
    'frontend',
    'public',
    'locales',
    language,
    `${namespace}.json`,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function text(language: 'en' | 'es', namespace: string, key: string): string {
  let node: unknown = texts(language, namespace);
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`${language}/${namespace}.json has no ${key}`);
  return node;
}

test.describe('a visitor whose browser reads Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('sees the home page, the footer and the wizard’s first steps in Spanish', async ({
    page,
  }) => {
    const spanishFiles: string[] = [];
    page.on('request', (request) => {
      const match = /\/locales\/es\/(\w+)\.json$/.exec(request.url());
      if (match) spanishFiles.push(match[1]);
    });

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cobertura para la empresa que usted construyó',
    );
    await expect(
      page.getByRole('heading', { level: 3, name: 'Responsabilidad civil general' }),
    ).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/Coverline ayuda a las pequeñas empresas/)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Accesibilidad' })).toBeVisible();
    await expect(footer.getByText(/Todos los derechos reservados/)).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Español' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(spanishFiles).toContain('translation');
    await page.screenshot({ path: 'artifacts/screenshots/spanish-home.png', fullPage: true });

    // The wizard's first steps.
    await page.getByRole('main').getByRole('link', { name: 'Cotizar' }).first().click();
    await expect(page).toHaveURL('/quotation');
    await expect(
      page.getByRole('heading', { name: text('es', 'quotation', 'steps.coverage.title') }),
    ).toBeVisible();
    await page.getByLabel(/Responsabilidad civil general/).check();
    await page.getByRole('button', { name: text('es', 'quotation', 'actions.continue') }).click();
    await expect(
      page.getByRole('heading', { name: text('es', 'quotation', 'steps.businessType.title') }),
    ).toBeVisible();
    expect(spanishFiles).toContain('quotation');
    await page.screenshot({ path: 'artifacts/screenshots/spanish-wizard.png', fullPage: true });

    // Business types are offered and found under their Spanish names, typed with or without
    // accents, and the one chosen is named in Spanish.
    const box = page.getByRole('combobox', { name: text('es', 'quotation', 'businessType.label') });
    await box.fill('plomeria');
    const plumbing = page.getByRole('option', { name: /^Contratista de plomería/ });
    await expect(plumbing).toBeVisible();
    await expect(plumbing).toContainText('Código NAICS 238220');
    // The longest names still fit a narrow phone, with the suggestions open.
    await page.setViewportSize({ width: 320, height: 800 });
    await box.fill('calefaccion');
    await expect(
      page.getByRole('option', { name: /^Contratista de calefacción y aire acondicionado/ }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: 'artifacts/screenshots/spanish-business-type-320.png',
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await box.fill('plomería');
    await page.getByRole('option', { name: /^Contratista de plomería/ }).click();
    await expect(
      page.getByText(
        text('es', 'quotation', 'businessType.chosen').replace(
          '{{name}}',
          'Contratista de plomería',
        ),
      ),
    ).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({
      path: 'artifacts/screenshots/spanish-business-type.png',
      fullPage: true,
    });
  });

  test('switches to English, and the choice is remembered after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Cobertura para la empresa que usted construyó',
    );
    // Spanish words run longer: the page still fits a narrow phone.
    await page.setViewportSize({ width: 280, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'artifacts/screenshots/spanish-home-280.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Coverage for the business you built',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Coverage for the business you built',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'English' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('reads the accessibility statement in Spanish, and it passes axe', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accesibilidad' }).click();
    await expect(page).toHaveURL('/accessibility');
    await expect(page.getByRole('heading', { level: 1, name: 'Accesibilidad' })).toBeVisible();
    await expect(page.getByText(/WCAG\) 2\.2 en el nivel AA/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Informar de una barrera' })).toBeVisible();
    await expect(page.getByText(/dos días hábiles/)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: 'artifacts/screenshots/accessibility-es.png', fullPage: true });

    // The way to report a barrier opens the support chat, which reaches staff.
    await page.getByRole('button', { name: 'Abrir el chat de soporte' }).click();
    await expect(page.getByRole('textbox', { name: 'Su mensaje' })).toBeVisible();
  });
});

test.describe('a visitor whose browser reads English', () => {
  test.use({ locale: 'en-US' });

  test('never downloads the Spanish texts, and reads the accessibility statement', async ({
    page,
  }) => {
    const spanishFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/locales/es/')) spanishFiles.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Coverage for the business you built',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
    await expect(page.getByText(/\(WCAG\) 2\.2 at level AA/)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    expect(spanishFiles).toEqual([]);
    for (const width of [280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `artifacts/screenshots/accessibility-en-${width}.png`,
        fullPage: true,
      });
    }
  });
});

test.describe('a visitor who turns to Spanish in the wizard', () => {
  test.use({ locale: 'en-US' });

  test('reads the underwriting questions in Spanish and answers them', async ({ page }) => {
    await page.goto('/quotation');
    await chooseCoverage(page, /General liability/);
    await chooseBusinessType(page, 'restaurant', 'Restaurant - Full Service');
    await businessInfo(page, { employees: '8', year: '2012', experience: '15' });
    await fillAddress(page, {
      street: '500 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
    await continueFrom(page, 'Where does your business work?');
    await legalEntity(page, 'Corporation');
    await contact(page, {
      businessName: 'Casa Grande Grill Inc',
      firstName: 'Lucía',
      lastName: 'Ramírez',
      email: newUser('spanish-uw').email,
    });
    await fein(page, null);
    await website(page, 'example.com');
    await mailingSameAsBusiness(page);
    await effectiveDate(page, isoDay(3));
    await expect(stepHeading(page, 'About your operations')).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Do customers or the public visit your premises?' }),
    ).toBeVisible();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Español' }).click();
    const heading = text('es', 'quotation', 'steps.underwriting.title');
    await expect(stepHeading(page, heading)).toBeVisible();
    const yes = text('es', 'quotation', 'common.yes');
    const answers: Record<string, string> = {
      '¿Sus clientes o el público visitan su local?': yes,
      '¿Usted o sus empleados trabajan en casas de clientes o en obras?': 'No',
      '¿Fabrica, importa o vende productos con su propia marca?': 'No',
      '¿Contrata subcontratistas?': 'No',
      '¿Vende o sirve bebidas alcohólicas?': yes,
      '¿En los últimos tres años le han rechazado, cancelado o no renovado una cobertura de responsabilidad civil?':
        'No',
    };
    for (const [question, answer] of Object.entries(answers)) {
      await page
        .getByRole('group', { name: question, exact: true })
        .getByLabel(answer, { exact: true })
        .check();
    }
    await page
      .getByLabel('Describa brevemente a qué se dedica su negocio', { exact: true })
      .fill('Restaurante con bar');
    await expect(page.getByText('Do customers or the public visit your premises?')).toHaveCount(0);
    await page.screenshot({
      path: 'artifacts/screenshots/spanish-underwriting.png',
      fullPage: true,
    });
    // The answers are kept under the same values whatever language they were read in.
    await page
      .getByRole('button', { name: text('es', 'quotation', 'actions.continue'), exact: true })
      .click();
    await expect(stepHeading(page, heading)).toBeHidden();
  });
});
