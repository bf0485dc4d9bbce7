import { deepEqual, eventsFor, type AnyGame, type GameEvent, type MatchRecord, type Viewer } from '@docket/engine';
import type { ServerMessage } from '@docket/protocol';

/** What one viewer received over one connection: every text, in order. */
export interface Received {
  readonly viewer: Viewer;
  readonly raw: readonly string[];
}

interface Step {
  readonly state: unknown;
  /** Every audience's events of the step that led here (none at seq 0). */
  readonly events: readonly GameEvent[];
}

/** Every state of a finished match from its record, seq by seq, with each step's events (every audience's). */
function replaySteps(game: AnyGame, record: MatchRecord): Step[] {
  let state: unknown = game.setup(record.players, game.options.parse(record.options), record.seed);
  const steps: Step[] = [{ state, events: [] }];
  for (const { seat, action } of record.actions) {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`The record does not replay: ${r.error.message}`);
    state = r.value.state;
    steps.push({ state, events: r.value.events });
  }
  return steps;
}

function stripAudience(events: readonly GameEvent[]): unknown[] {
  return events.map((e) => {
    const { audience: _audience, ...rest } = e;
    return rest;
  });
}

function numbersIn(value: unknown, out: Set<number>): void {
  if (typeof value === 'number') out.add(value);
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) numbersIn(v, out);
}

/**
 * Checks every payload one viewer received against the full states of the match (replayed from its record):
 * each view is exactly the engine's view for that viewer at that seq (the allowlist the conformance laws vouch
 * for), each step's events exactly that viewer's share, legal actions only its own, and no payload holds the
 * seed or any word of any generator state. Returns the problems found (none: []).
 */
export function scanLeaks(game: AnyGame, record: MatchRecord, received: Received): string[] {
  const steps = replaySteps(game, record);
  const rngWords = new Set<number>();
  for (const s of steps) for (const w of (s.state as { rng?: readonly number[] }).rng ?? []) if (Math.abs(w) >= 65_536) rngWords.add(w);
  const problems: string[] = [];
  const { viewer } = received;
  const who = `viewer ${String(viewer)}`;
  for (const text of received.raw) {
    if (text.includes(record.seed)) problems.push(`${who}: a payload holds the seed`);
    const m = JSON.parse(text) as ServerMessage;
    const numbers = new Set<number>();
    numbersIn(m, numbers);
    for (const n of numbers) if (rngWords.has(n)) problems.push(`${who}: a ${m.type} holds a generator word (${n})`);
    if (m.type !== 'welcome' && m.type !== 'step') continue;
    const at = steps[m.seq];
    if (!at) {
      problems.push(`${who}: seq ${m.seq} is beyond the record`);
      continue;
    }
    if (!deepEqual(m.view, game.view(at.state, viewer))) problems.push(`${who}: the view at seq ${m.seq} is not the engine's view`);
    const mine = viewer !== 'spectator' && game.toAct(at.state).includes(viewer) ? game.legalActions(at.state, viewer) : [];
    const legal = m.legal.map((l) => l.action);
    if (legal.length > 0 && !deepEqual(legal, mine)) problems.push(`${who}: legal actions at seq ${m.seq} are not its own`);
    if (viewer === 'spectator' && legal.length > 0) problems.push(`${who}: a spectator was offered actions`);
    const events = m.type === 'step' ? [{ seq: m.seq, events: m.events }] : m.missed;
    for (const e of events) {
      const expected = stripAudience(eventsFor(steps[e.seq]?.events ?? [], viewer));
      if (!deepEqual(e.events.map((x) => x.event), expected)) problems.push(`${who}: the events of seq ${e.seq} are not its share`);
    }
  }
  return problems;
}
