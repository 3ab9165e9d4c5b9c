import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, useTranslation } from './i18n';

const texts = {
  cart: {
    title: 'Your cart',
    greeting: 'Hello {{name}}, you owe {{ amount }}',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    items_zero: 'No items',
    carriers_one: 'One carrier',
    carriers_other: '{{count}} carriers',
    plain: 'Counted {{count}} times',
  },
};

describe('texts', () => {
  const t = (() => {
    i18n.addTexts('texts-test', texts);
    return i18n.fixedT('texts-test');
  })();

  it('reads dotted keys and fills placeholders, spaces around the name allowed', () => {
    expect(t('cart.title')).toBe('Your cart');
    expect(t('cart.greeting', { name: 'Ana', amount: '$12.00' })).toBe('Hello Ana, you owe $12.00');
  });

  it('leaves a placeholder whose value is not given', () => {
    expect(t('cart.greeting', { name: 'Ana' })).toBe('Hello Ana, you owe {{ amount }}');
  });

  it('picks the plural form for the count, the zero form for none, and the bare key without one', () => {
    expect(t('cart.items', { count: 1 })).toBe('1 item');
    expect(t('cart.items', { count: 3 })).toBe('3 items');
    expect(t('cart.items', { count: 0 })).toBe('No items');
    expect(t('cart.carriers', { count: 0 })).toBe('0 carriers');
    expect(t('cart.plain', { count: 2 })).toBe('Counted 2 times');
  });

  it('reads another namespace by option or by a namespace: prefix', () => {
    expect(t('common.loading', { ns: 'translation' })).toBe('Loading...');
    expect(t('translation:common.loading')).toBe('Loading...');
    expect(i18n.t('texts-test:cart.title')).toBe('Your cart');
  });

  it('shows the default value, else the key itself, for a text that does not exist', () => {
    expect(t('cart.nothing', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(t('cart.nothing')).toBe('cart.nothing');
    expect(t('cart')).toBe('cart');
    expect(i18n.t('Something went wrong: try again')).toBe('Something went wrong: try again');
  });
});

describe('loading a namespace', () => {
  let filesLoader: Parameters<typeof i18n.setLoader>[0];
  beforeEach(() => {
    filesLoader = i18n.setLoader();
  });
  afterEach(() => {
    i18n.setLoader(filesLoader);
    vi.restoreAllMocks();
  });

  it('loads once however many ask at the same time', async () => {
    const loader = vi.fn(async () => ({ hello: 'Hi' }));
    i18n.setLoader(loader);
    await Promise.all([i18n.loadNamespaces('once-test'), i18n.loadNamespaces(['once-test'])]);
    await i18n.loadNamespaces('once-test');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('en', 'once-test');
    expect(i18n.fixedT('once-test')('hello')).toBe('Hi');
  });

  it('rejects a failed load and tries again the next time', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ hello: 'Back' });
    i18n.setLoader(loader);
    await expect(i18n.loadNamespaces('retry-test')).rejects.toThrow('offline');
    expect(i18n.hasTexts('retry-test')).toBe(false);
    await i18n.loadNamespaces('retry-test');
    expect(i18n.fixedT('retry-test')('hello')).toBe('Back');
  });

  it('renders a component again, ready, once its namespace arrives', async () => {
    let arrive: (texts: Record<string, string>) => void = () => undefined;
    i18n.setLoader(() => new Promise((resolve) => (arrive = resolve)));
    function Greeting() {
      const { t, ready } = useTranslation('late-test');
      return <p>{ready ? t('hello') : 'waiting'}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => arrive({ hello: 'Arrived' }));
    expect(screen.getByText('Arrived')).toBeInTheDocument();
  });

  it('fetches the namespace file of the language by default', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ hello: 'Fetched' })));
    await i18n.loadNamespaces('fetch-test');
    expect(fetchMock).toHaveBeenCalledWith('/locales/en/fetch-test.json');
    expect(i18n.fixedT('fetch-test')('hello')).toBe('Fetched');
  });
});
