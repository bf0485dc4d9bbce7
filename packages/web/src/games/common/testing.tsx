// Test helpers for the game tables: a React root in the test DOM, and seeded matches played with the engine.
import { Rng, eventsFor, type Action, type Game, type GameEvent, type Locale, type Seat, type Viewer } from '@docket/engine';
import { act, type JSX } from 'react';
import { createRoot } from 'react-dom/client';
import type { BoardProps, LabelledAction } from '../../board';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Mounted {
  readonly container: HTMLElement;
  rerender(el: JSX.Element): void;
  unmount(): void;
}

export function mount(el: JSX.Element): Mounted {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(el));
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

export function click(el: Element): void {
  act(() => (el as HTMLElement).click());
}

/** The buttons whose text (or accessible name) contains `text`. */
export function buttons(root: ParentNode, text: string | RegExp): HTMLButtonElement[] {
  return [...root.querySelectorAll('button')].filter((b) => {
    const name = `${b.getAttribute('aria-label') ?? ''} ${b.textContent ?? ''}`;
    return typeof text === 'string' ? name.includes(text) : text.test(name);
  });
}

/** The list of legal actions rendered by `ActionList`. */
export function actionList(root: ParentNode): HTMLButtonElement[] {
  return [...root.querySelectorAll('.dk-actions button')] as HTMLButtonElement[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AGame<S, V> = Game<S, any, V, any, any>;

export interface Reached<S> {
  readonly state: S;
  readonly events: readonly GameEvent[];
}

/**
 * Plays a seeded match with random legal moves until `stop` holds (checked before each move), from `start` or a
 * fresh set-up. Throws when it never does, so a test cannot pass without reaching its situation.
 */
export function playUntil<S, V>(
  game: AGame<S, V>,
  setup: { players: number; options?: unknown; seed: string; start?: S },
  stop: (s: S) => boolean,
  maxSteps = 3000,
): Reached<S> {
  const rng = Rng.seeded(`moves:${setup.seed}`);
  let s = setup.start ?? game.setup(setup.players, game.options.parse(setup.options ?? {}), setup.seed);
  let events: readonly GameEvent[] = [];
  for (let i = 0; i < maxSteps; i++) {
    if (stop(s)) return { state: s, events };
    const seats = game.toAct(s);
    if (seats.length === 0) break;
    const seat = rng.pick(seats);
    const step = game.applyLegal(s, seat, rng.pick(game.legalActions(s, seat)));
    s = step.state;
    events = step.events;
  }
  if (stop(s)) return { state: s, events };
  throw new Error('playUntil: the situation was never reached');
}

/** A board's props for `viewer` at state `s`, as the table page would build them. */
export function propsFor<S, V>(
  game: AGame<S, V>,
  r: Reached<S>,
  viewer: Viewer,
  act: (a: Action) => void,
  locale: Locale = 'en',
): BoardProps<V> {
  const legal: LabelledAction[] =
    viewer === 'spectator' ? [] : (game.legalActions(r.state, viewer as Seat) as Action[]).map((action) => ({ action, label: game.describe(action, locale) }));
  return {
    view: game.view(r.state, viewer),
    viewer,
    legal,
    act,
    locale,
    lastEvents: eventsFor(r.events, viewer).map((e) => ({ type: e.type, label: game.describeEvent(e, locale) })),
  };
}
