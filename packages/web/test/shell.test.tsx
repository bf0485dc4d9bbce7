// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../src/app.js';
import { detectLocale, TEXTS } from '../src/i18n.js';
import { z } from 'zod';
import { gavel } from '@docket/gavel';
import { lawyerUp } from '@docket/lawyer-up';
import { theTrial } from '@docket/the-trial';
import { tribunal1920 } from '@docket/tribunal-1920';
import { choiceLabel, humanize, optionLabel } from '../src/pages/option-labels.js';
import { optionFields } from '../src/pages/options-form.js';
import { href, parseRoute, type Route } from '../src/route.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('routes', () => {
  it('every page round-trips through its hash', () => {
    const routes: Route[] = [
      { page: 'lobby' },
      { page: 'create', game: 'the-trial' },
      { page: 'match', id: 'kRzwzcL2U_6wFrSR' },
      { page: 'replay', id: 'kRzwzcL2U_6wFrSR', as: 2, step: 7 },
      { page: 'replay', id: 'kRzwzcL2U_6wFrSR', as: 'spectator', step: null },
    ];
    for (const r of routes) expect(parseRoute(href(r))).toEqual(r);
    expect(parseRoute('#/nowhere')).toEqual({ page: 'not-found' });
    expect(parseRoute('')).toEqual({ page: 'lobby' });
  });
});

describe('languages', () => {
  it('a kept choice wins, else the first browser language we speak, else English', () => {
    expect(detectLocale('fr', ['en-GB'])).toBe('fr');
    expect(detectLocale(null, ['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(detectLocale(null, ['de-DE'])).toBe('en');
  });

  it('every text exists in both languages', () => {
    expect(Object.keys(TEXTS.fr).sort()).toEqual(Object.keys(TEXTS.en).sort());
    expect(Object.keys(TEXTS.fr.descriptions).sort()).toEqual(Object.keys(TEXTS.en.descriptions).sort());
  });
});

describe('the options form', () => {
  it('reads enums, literal unions, flags and bounded numbers from a game option schema; nested values keep defaults', () => {
    const schema = {
      type: 'object',
      properties: {
        firstPlayer: { default: 'random', anyOf: [{ type: 'string', const: 'random' }, { type: 'number', const: 0 }, { type: 'number', const: 1 }] },
        grid: { type: 'array', items: {} },
        targetPoints: { default: 12, type: 'integer', minimum: 1, maximum: 200 },
        outOfOrder: { default: true, type: 'boolean' },
        case: { default: '00', type: 'string', enum: ['00', '01'] },
        strategy: { type: 'string', minLength: 1 },
      },
    };
    const fields = optionFields(schema, { firstPlayer: 'random', targetPoints: 12, outOfOrder: true, case: '00' });
    expect(fields.map((f) => [f.name, f.kind])).toEqual([
      ['firstPlayer', 'choice'],
      ['targetPoints', 'number'],
      ['outOfOrder', 'boolean'],
      ['case', 'choice'],
      ['strategy', 'text'],
    ]);
    expect(fields[0]?.choices).toEqual(['random', 0, 1]);
    expect(fields[1]).toMatchObject({ min: 1, max: 200, fallback: 12 });
  });
});

describe('option labels', () => {
  it('names every option of the four games in words, in English and in French', () => {
    const missing: string[] = [];
    for (const game of [tribunal1920, gavel, theTrial, lawyerUp]) {
      const schema = z.toJSONSchema(game.options, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
      for (const name of Object.keys(schema.properties ?? {})) {
        if (optionLabel(name, 'fr') === humanize(name)) missing.push(`${game.info.id}.${name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(optionLabel('firstPlayer', 'fr')).toBe('Premier joueur');
    expect(choiceLabel('firstPlayer', 1, 'fr')).toBe('Joueur 2');
    // A seat-valued option, given the game's words for its seats, names the seat by them; other choices are kept.
    const place = (seat: number): string => ['Bleu', 'Orange'][seat] ?? '?';
    expect(choiceLabel('firstPlayer', 1, 'fr', place)).toBe('Orange');
    expect(choiceLabel('firstPlayer', 'random', 'fr', place)).toBe('au hasard');
    expect(choiceLabel('solo', 'P', 'fr', place)).toBe('Accusation');
    expect(optionLabel('aNewOption', 'fr')).toBe('A new option');
  });
});

describe('the shell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four games in the lobby and switches to French on a click, keeping the choice', async () => {
    localStorage.clear();
    const games = ['tribunal-1920', 'gavel', 'the-trial', 'lawyer-up'].map((id) => ({
      id, name: { en: `${id} en`, fr: `${id} fr` }, version: '2', minPlayers: 2, maxPlayers: 2, options: {}, defaults: {},
    }));
    vi.stubGlobal('fetch', async (url: string) => {
      const body = String(url).endsWith('games') ? { games } : String(url).includes('players') || String(url).includes('lobby') ? { matches: [] } : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    window.location.hash = '#/';
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<App />));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(host.querySelector('h1')?.textContent).toBe('Lobby');
    expect(host.querySelectorAll('.game-card')).toHaveLength(4);
    expect(host.textContent).toContain('lawyer-up en');
    const fr = host.querySelector('[data-testid=lang-fr]') as HTMLButtonElement;
    await act(async () => fr.click());
    expect(host.querySelector('h1')?.textContent).toBe('Salon');
    expect(host.textContent).toContain('lawyer-up fr');
    expect(fr.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('docket.lang')).toBe('fr');
    await act(async () => root.unmount());
    host.remove();
  });
});
