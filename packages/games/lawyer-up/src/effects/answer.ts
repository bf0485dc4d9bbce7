import type { Seat } from '@docket/engine';
import { own, withRng, type Ctx } from '../draft.js';
import { lockStep } from '../jury.js';
import { endIfAllLocked } from '../closing.js';
import type { Party } from '../language/index.js';
import { swayJuror } from '../resolution.js';
import { arrivalFrames } from '../calling.js';
import { jurorOptions, movePicked, pickOptions } from './choices.js';
import { runQueue } from './run.js';
import type { Frame } from '../state.js';

/** The chooser picked `x`: move it, ask again while picks are left and possible, else resolve on. */
export function answerPick(ctx: Ctx, seat: Seat, x: string): void {
  const { d } = ctx;
  if (d.pending.step !== 'choose' || d.pending.choice.kind !== 'pick') throw new Error('no pick asked');
  const choice = d.pending.choice;
  movePicked(ctx, seat, choice, x);
  const next = { ...choice, left: choice.left - 1 };
  if (next.left > 0 && pickOptions(d, next).length > 0) {
    d.pending = { step: 'choose', seat, choice: next };
    return;
  }
  runQueue(ctx);
}

/** A search found nothing to take: the searched pile is shuffled all the same (glossary: Search), then on. */
export function answerNothing(ctx: Ctx, seat: Seat): void {
  const { d } = ctx;
  if (d.pending.step !== 'choose' || d.pending.choice.kind !== 'pick' || d.pending.choice.search !== true) throw new Error('no search asked');
  const ref = d.pending.choice.from[0]!;
  ctx.events.push({ type: 'search-nothing', audience: 'all', seat });
  withRng(d, (rng) => rng.shuffle(ref.pile === 'deck' ? d.decks[ref.seat]! : own(d, 'buried')));
  runQueue(ctx);
}

/** The chooser moved a juror's token for a Sway / Lock / Unlock effect (Skepticism ignored). */
export function answerJuror(ctx: Ctx, seat: Seat, juror: number): void {
  const { d } = ctx;
  if (d.pending.step !== 'choose' || d.pending.choice.kind !== 'juror') throw new Error('no juror asked');
  const choice = d.pending.choice;
  if (choice.how === 'sway') swayJuror(ctx, seat, juror, false);
  else {
    const j = d.jurors[juror]!;
    const to = lockStep(j, choice.how);
    if (to === null) throw new Error('juror cannot move');
    own(d, 'jurors')[juror] = { ...j, space: to };
    ctx.events.push({ type: choice.how, audience: 'all', seat, juror, space: to });
    if (endIfAllLocked(ctx)) return;
  }
  const next = { ...choice, left: choice.left - 1 };
  if (next.left > 0 && jurorOptions(d, seat, next).length > 0) {
    d.pending = { step: 'choose', seat, choice: next };
    return;
  }
  runQueue(ctx);
}

/**
 * Surprise Witness: the new Witness is oriented either way to its caller's benefit; its Called effects are
 * ignored, its Favored effects (the side its primary end now faces) resolve.
 */
export function answerOrient(ctx: Ctx, seat: Seat, facing: Party): void {
  const { d } = ctx;
  if (d.stand === null) throw new Error('no witness');
  d.stand = { ...d.stand, facing };
  ctx.events.push({ type: 'orient', audience: 'all', seat, witness: d.stand.id, facing });
  d.queue.unshift(...arrivalFrames(d.stand.id, seat, facing, false));
  runQueue(ctx);
}

/** The player chose which of its two Victory / Defeat sources resolves first. */
export function answerFirst(ctx: Ctx, seat: Seat, source: string): void {
  const { d } = ctx;
  if (d.pending.step !== 'choose' || d.pending.choice.kind !== 'order') throw new Error('no order asked');
  const [a, b] = d.queue as Frame[];
  if (a === undefined || b === undefined) throw new Error('nothing to order');
  const plain = { seat: a.seat, source: a.source, effects: a.effects };
  d.queue.splice(0, 2, ...(b.source === source ? [b, plain] : [plain, b]));
  ctx.events.push({ type: 'first', audience: 'all', seat, source });
  runQueue(ctx);
}
