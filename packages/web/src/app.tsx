import { useCallback, useEffect, useMemo, useState, type JSX } from 'react';
import type { Locale } from '@docket/engine';
import type { GameInfoBody } from '@docket/protocol';
import { api } from './api.js';
import { initialLocale, keepLocale, LocaleContext, TEXTS, useT } from './i18n.js';
import { CreatePage } from './pages/create-page.js';
import { LobbyPage } from './pages/lobby-page.js';
import { MatchPage } from './pages/match-page.js';
import { ReplayPage } from './replay/replay-page.js';
import { href, useRoute, type Route } from './route.js';

function Page(props: { readonly route: Route; readonly games: readonly GameInfoBody[] }): JSX.Element {
  const t = useT();
  const { route, games } = props;
  switch (route.page) {
    case 'lobby':
      return <LobbyPage games={games} />;
    case 'create': {
      const g = games.find((x) => x.id === route.game);
      return g === undefined ? <p>{t.notFound}</p> : <CreatePage key={g.id} game={g} />;
    }
    case 'match':
      return <MatchPage key={route.id} id={route.id} games={games} />;
    case 'replay':
      return <ReplayPage id={route.id} as={route.as} step={route.step} games={games} />;
    case 'not-found':
      return <p>{t.notFound}</p>;
  }
}

function Header(props: { readonly setLocale: (l: Locale) => void; readonly locale: Locale }): JSX.Element {
  const t = useT();
  return (
    <header className="top">
      <a className="skip" href="#main" onClick={(e) => {
        e.preventDefault();
        document.getElementById('main')?.focus();
      }}>
        {t.skip}
      </a>
      <a className="brand" href={href({ page: 'lobby' })}>
        ⚖ {t.appName}
      </a>
      <nav aria-label={t.language} className="lang">
        {(['en', 'fr'] as const).map((l) => (
          <button key={l} type="button" lang={l} aria-pressed={props.locale === l} onClick={() => props.setLocale(l)} data-testid={`lang-${l}`}>
            {l === 'en' ? 'English' : 'Français'}
          </button>
        ))}
      </nav>
    </header>
  );
}

/** The shell: language (per browser, switchable), header, the routed page, and the games list they share. */
export function App(): JSX.Element {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const setLocale = useCallback((l: Locale) => {
    keepLocale(l);
    setLocaleState(l);
  }, []);
  const ctx = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  const route = useRoute();
  const [games, setGames] = useState<GameInfoBody[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    api.games().then(setGames, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [attempt]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const t = TEXTS[locale];
  return (
    <LocaleContext.Provider value={ctx}>
      <Header locale={locale} setLocale={setLocale} />
      <main id="main" tabIndex={-1}>
        {games !== null ? (
          <Page route={route} games={games} />
        ) : error !== null ? (
          <div role="alert">
            <p>{t.error}: {error}</p>
            <button type="button" onClick={() => { setError(null); setAttempt(attempt + 1); }}>{t.retry}</button>
          </div>
        ) : (
          <p>{t.loading}</p>
        )}
      </main>
    </LocaleContext.Provider>
  );
}
