// Test helpers for the game tables: a React root in the test DOM, and seeded matches played with the engine.
import { Rng, eventsFor, stableStringify, type Action, type Game, type GameEvent, type Locale, type Seat, type SeatNames, type Viewer } from '@docket/engine';
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
  names?: SeatNames,
): BoardProps<V> {
  const legal: LabelledAction[] =
    viewer === 'spectator' ? [] : (game.legalActions(r.state, viewer as Seat) as Action[]).map((action) => ({ action, label: game.describe(action, locale, names) }));
  return {
    view: game.view(r.state, viewer),
    viewer,
    legal,
    act,
    locale,
    lastEvents: eventsFor(r.events, viewer).map((e) => ({ type: e.type, label: game.describeEvent(e, locale, names) })),
    ...(names === undefined ? {} : { names }),
  };
}

/**
 * Keyboard and screen-reader basics of a table: every control is a native button, select or summary (so Tab
 * reaches it and Enter or Space works it), has a name, takes focus, and nothing reorders the tab sequence.
 */
export function expectKeyboardReady(root: HTMLElement): void {
  for (const el of root.querySelectorAll<HTMLElement>('[tabindex]')) {
    if (Number(el.getAttribute('tabindex')) > 0) throw new Error(`positive tabindex on ${el.outerHTML.slice(0, 80)}`);
  }
  for (const el of root.querySelectorAll<HTMLElement>('[role="button"]')) {
    if (el.tagName !== 'BUTTON') throw new Error(`a role=button that is not a button: ${el.outerHTML.slice(0, 80)}`);
  }
  for (const el of root.querySelectorAll<HTMLElement>('button, select, summary')) {
    const name = `${el.getAttribute('aria-label') ?? ''}${el.textContent ?? ''}`.trim();
    if (name === '' && el.closest('label') === null) throw new Error(`a control without a name: ${el.outerHTML.slice(0, 80)}`);
    if ((el as HTMLButtonElement).disabled) continue;
    el.focus();
    if (document.activeElement !== el) throw new Error(`a control that cannot take focus: ${el.outerHTML.slice(0, 80)}`);
  }
}

/** Clicks every button of the table, and returns what they sent. */
export function actionsFromTable(root: HTMLElement, calls: () => readonly Action[]): Action[] {
  const before = calls().length;
  for (const b of [...root.querySelectorAll<HTMLButtonElement>('button')]) {
    if (b.disabled || !b.isConnected) continue;
    click(b);
  }
  return calls().slice(before);
}

/**
 * Along a seeded match, at each step and for each seat asked to act: the table is keyboard-ready, and clicking
 * its own controls (the table page's full list of legal actions is not part of a board) sends every legal action whose type is not in `multiStep` (those are
 * built over several clicks and tested on their own). Returns how many situations it checked.
 */
export function expectTableReachesLegal<S, V>(
  game: AGame<S, V>,
  Board: (p: BoardProps<V>) => JSX.Element,
  setup: { players: number; options?: unknown; seed: string },
  multiStep: readonly string[],
  steps = 30,
): number {
  const rng = Rng.seeded(`table:${setup.seed}`);
  let r: Reached<S> = { state: game.setup(setup.players, game.options.parse(setup.options ?? {}), setup.seed), events: [] };
  let checked = 0;
  for (let i = 0; i < steps; i++) {
    const seats = game.toAct(r.state);
    if (seats.length === 0) break;
    for (const seat of seats) {
      const sent: Action[] = [];
      const props = propsFor(game, r, seat, (a) => sent.push(a));
      const m = mount(<Board {...props} />);
      try {
        expectKeyboardReady(m.container);
        const got = new Set(actionsFromTable(m.container, () => sent).map(stableStringify));
        for (const l of props.legal) {
          if (multiStep.includes(l.action.type)) continue;
          if (!got.has(stableStringify(l.action))) throw new Error(`not reachable from the table: ${l.label}`);
        }
        checked++;
      } finally {
        m.unmount();
      }
    }
    const seat = rng.pick(seats);
    const step = game.applyLegal(r.state, seat, rng.pick(game.legalActions(r.state, seat)));
    r = { state: step.state, events: step.events };
  }
  return checked;
}
