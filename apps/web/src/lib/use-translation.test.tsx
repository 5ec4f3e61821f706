import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { getI18n, setI18n } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useTranslation, type Translation } from './use-translation';

const seen: Translation[] = [];

function Greeting({ id }: { id: string }) {
  const translation = useTranslation();
  seen.push(translation);
  return <p data-testid={id}>{translation.t('hello')}</p>;
}

const appInstance = getI18n();

/** An instance of its own with `resources` in memory, set as the one the hook reads. */
async function instanceWith(resources: Record<string, { translation: Record<string, string> }>): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', fallbackLng: 'en', ns: ['translation'], defaultNS: 'translation', resources, interpolation: { escapeValue: false } });
  setI18n(i18n);
  return i18n;
}

afterEach(() => {
  setI18n(appInstance);
  seen.length = 0;
});

describe('useTranslation (shared)', () => {
  it('gives every component the same snapshot, and a new one when the language changes', async () => {
    const i18n = await instanceWith({ en: { translation: { hello: 'Hello' } }, es: { translation: { hello: 'Hola' } } });
    render(
      <>
        <Greeting id="a" />
        <Greeting id="b" />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('Hello');
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]?.i18n).toBe(i18n);

    await act(async () => {
      await i18n.changeLanguage('es');
    });
    expect(screen.getByTestId('a')).toHaveTextContent('Hola');
    expect(screen.getByTestId('b')).toHaveTextContent('Hola');
    expect(seen.at(-1)).not.toBe(seen[0]);
  });

  it('suspends until the translations are loaded, then renders them', async () => {
    const i18n = i18next.createInstance();
    let deliver: (data: Record<string, string>) => void = () => undefined;
    i18n.use({ type: 'backend', init: () => undefined, read: (_lng: string, _ns: string, callback: (error: null, data: Record<string, string>) => void) => (deliver = (data) => callback(null, data)) });
    void i18n.init({ lng: 'en', fallbackLng: 'en', ns: ['translation'], defaultNS: 'translation', interpolation: { escapeValue: false } });
    setI18n(i18n);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Greeting id="a" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => deliver({ hello: 'Hello' }));
    expect(await screen.findByTestId('a')).toHaveTextContent('Hello');
  });
});
