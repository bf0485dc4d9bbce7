import { useEffect, useState } from 'react';

/** The app's pages, routed by the URL's hash so that no API path (/games, /matches/…) is ever shadowed. */
export type Route =
  | { readonly page: 'lobby' }
  | { readonly page: 'create'; readonly game: string }
  | { readonly page: 'match'; readonly id: string }
  | { readonly page: 'replay'; readonly id: string; readonly as: number | 'spectator'; readonly step: number | null }
  | { readonly page: 'not-found' };

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const parts = path.split('/').filter((p) => p !== '').map(decodeURIComponent);
  const q = new URLSearchParams(query);
  if (parts.length === 0) return { page: 'lobby' };
  if (parts[0] === 'new' && parts[1] !== undefined) return { page: 'create', game: parts[1] };
  if (parts[0] === 'm' && parts[1] !== undefined) return { page: 'match', id: parts[1] };
  if (parts[0] === 'replay' && parts[1] !== undefined) {
    const as = q.get('as');
    const step = q.get('step');
    return {
      page: 'replay',
      id: parts[1],
      as: as === null || as === 'spectator' || !/^\d+$/.test(as) ? 'spectator' : Number(as),
      step: step !== null && /^\d+$/.test(step) ? Number(step) : null,
    };
  }
  return { page: 'not-found' };
}

export function href(r: Route): string {
  switch (r.page) {
    case 'lobby':
      return '#/';
    case 'create':
      return `#/new/${encodeURIComponent(r.game)}`;
    case 'match':
      return `#/m/${encodeURIComponent(r.id)}`;
    case 'replay':
      return `#/replay/${encodeURIComponent(r.id)}?as=${r.as}${r.step === null ? '' : `&step=${r.step}`}`;
    case 'not-found':
      return '#/404';
  }
}

export function go(r: Route): void {
  window.location.hash = href(r);
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const on = (): void => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return route;
}
