// @vitest-environment happy-dom
import type { Action } from '@docket/engine';
import { tribunal1920, type TribunalState } from '@docket/tribunal-1920';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTableReachesLegal, buttons, click, mount, playUntil, propsFor, type Mounted } from '../common/testing';
import { TribunalBoard } from './index';

const game = tribunal1920;
const start = { players: 2, seed: 'web-tribunal' };
let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function at(stop: (s: TribunalState) => boolean, seed = start.seed) {
  return playUntil(game, { ...start, seed }, stop);
}

/** A card's tag as the table prints it, e.g. W·MT. */
function tag(card: string): string {
  const [symbol = '', district = ''] = card.split('-');
  return `${symbol[0]?.toUpperCase() ?? ''}·${district}`;
}

describe('Tribunal 1920 table', () => {
  it('claims by clicking a grid slot, which says whether the hand proves the claim', () => {
    const r = at((s) => s.pending.step === 'claim' && s.pending.seat === 0 && s.grid.some((x) => x === null));
    const act = vi.fn<(a: Action) => void>();
    const props = propsFor(game, r, 0, act);
    mounted = mount(<TribunalBoard {...props} />);
    const c = mounted.container;
    const claims = props.legal.filter((l) => l.action.type === 'claim' && c.querySelector(`button[data-slot="${(l.action as unknown as { slot: string }).slot}"]`));
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      const slot = c.querySelector(`button[data-slot="${(claim.action as unknown as { slot: string }).slot}"]`) as Element;
      expect(slot.getAttribute('title')).toMatch(/Your hand proves it|a bluff/);
      click(slot);
      expect(act).toHaveBeenLastCalledWith(claim.action);
    }
  });

  it('shows the own hand and never the other seat’s hidden cards', () => {
    const r = at((s) => s.pending.step === 'claim' && s.hands[1].length > 0);
    mounted = mount(<TribunalBoard {...propsFor(game, r, 0, () => {})} />);
    const text = mounted.container.textContent ?? '';
    for (const card of r.state.hands[0]) expect(text).toContain(tag(card));
    for (const card of r.state.hands[1]) expect(text).not.toContain(tag(card));
  });

  it('answers with OK or Objection', () => {
    const r = at((s) => s.pending.step === 'answer');
    const seat = (r.state.pending as { seat: number }).seat;
    const act = vi.fn<(a: Action) => void>();
    mounted = mount(<TribunalBoard {...propsFor(game, r, seat, act)} />);
    const group = mounted.container.querySelector('.tb-answer') as HTMLElement;
    click(buttons(group, 'Objection!')[0] as Element);
    expect(act).toHaveBeenLastCalledWith({ type: 'object' });
    click(buttons(group, 'OK')[0] as Element);
    expect(act).toHaveBeenLastCalledWith({ type: 'ok' });
  });

  it('builds the proof to show card by card among the legal proofs', () => {
    const r = at((s) => s.pending.step === 'prove' && game.legalActions(s, s.pending.seat).some((a) => a.type === 'show'));
    const seat = (r.state.pending as { seat: number }).seat;
    const act = vi.fn<(a: Action) => void>();
    const props = propsFor(game, r, seat, act);
    mounted = mount(<TribunalBoard {...props} />);
    const c = mounted.container;
    const first = props.legal.find((l) => l.action.type === 'show') as unknown as { action: { cards: string[] } };
    const submit = () => buttons(c.querySelector('.tb-show') as Element, /Show|Montrer/).at(0) as HTMLButtonElement;
    expect(submit().disabled).toBe(true);
    for (const card of first.action.cards) {
      const b = [...c.querySelectorAll('.dk-private button[aria-pressed]')].find((x) => x.textContent?.includes(tag(card)));
      expect(b).toBeDefined();
      click(b as Element);
    }
    const exact = props.legal.find((l) => JSON.stringify(l.action) === JSON.stringify(first.action));
    expect(submit().disabled).toBe(false);
    click(submit());
    expect(act).toHaveBeenCalledWith(exact?.action);
  });

  it('discards by clicking a card of the hand', () => {
    const r = at((s) => s.pending.step === 'discard');
    const seat = (r.state.pending as { seat: 0 | 1 }).seat;
    const act = vi.fn<(a: Action) => void>();
    mounted = mount(<TribunalBoard {...propsFor(game, r, seat, act)} />);
    const card = r.state.hands[seat][0] as string;
    const b = [...mounted.container.querySelectorAll('.dk-private button')].find((x) => x.textContent?.includes(tag(card)));
    click(b as Element);
    expect(act).toHaveBeenCalledWith({ type: 'discard', card });
  });

  it('marks what the last step changed, in words, and reads the last events', () => {
    const r = at((s) => s.pending.step === 'claim' && s.grid.some((x) => x !== null), 'web-tribunal-2');
    const seat = (r.state.pending as { seat: 0 | 1 }).seat;
    const claim = game.legalActions(r.state, seat).find((a) => a.type === 'claim' && a.slot.length <= 2 && ['NW', 'N', 'NE', 'W', 'C', 'E', 'SW', 'S', 'SE'].includes(a.slot));
    mounted = mount(<TribunalBoard {...propsFor(game, r, 0, () => {})} />);
    expect(mounted.container.querySelector('.dk-changed[data-slot]')).toBeNull();
    // Play the claim through to the pawn landing (OK from the other side).
    let s = game.applyLegal(r.state, seat, claim as never);
    const ok = game.applyLegal(s.state, seat === 0 ? 1 : 0, { type: 'ok' });
    s = ok;
    mounted.rerender(<TribunalBoard {...propsFor(game, s, 0, () => {})} />);
    const changed = mounted.container.querySelector(`[data-slot="${(claim as { slot: string }).slot}"]`);
    expect(changed?.classList.contains('dk-changed')).toBe(true);
    expect(changed?.textContent).toContain('new');
    expect(mounted.container.querySelector('.dk-last')?.textContent).toContain('OK');
  });

  it('shows a spectator no hand and no moves; speaks French', () => {
    const r = at((s) => s.pending.step === 'claim');
    mounted = mount(<TribunalBoard {...propsFor(game, r, 'spectator', () => {}, 'fr')} />);
    const c = mounted.container;
    expect(c.querySelector('.dk-private')).toBeNull();
    expect(c.querySelectorAll('button')).toHaveLength(0);
    expect(c.textContent).toContain('Grille du tribunal');
    expect(c.textContent).toContain('Audience');
  });

  it('opens both hands at the end', () => {
    const r = at((s) => s.pending.step === 'over');
    mounted = mount(<TribunalBoard {...propsFor(game, r, 1, () => {})} />);
    const text = mounted.container.textContent ?? '';
    for (const card of [...r.state.hands[0], ...r.state.hands[1]]) expect(text).toContain(tag(card));
  });

  it('reaches every single-step legal action from the table itself, every control keyboard-ready', () => {
    expect(expectTableReachesLegal(game, TribunalBoard, { players: 2, seed: 'web-tribunal-reach' }, ['show', 'move'], 40)).toBeGreaterThan(20);
  });

  it('moves a pawn in two clicks: the pawn, then where it goes', () => {
    const r = at((s) => s.pending.step === 'move', 'web-tribunal-move');
    const seat = (r.state.pending as { seat: 0 | 1 }).seat;
    const act = vi.fn<(a: Action) => void>();
    const props = propsFor(game, r, seat, act);
    mounted = mount(<TribunalBoard {...props} />);
    const move = props.legal.find((l) => l.action.type === 'move')?.action as unknown as { from: string; to: string };
    click(mounted.container.querySelector(`button[data-slot="${move.from}"]`) as Element);
    expect(mounted.container.querySelector(`button[data-slot="${move.from}"]`)?.getAttribute('aria-pressed')).toBe('true');
    click(mounted.container.querySelector(`button[data-slot="${move.to}"]`) as Element);
    expect(act).toHaveBeenCalledWith(move);
  });

  it('confesses a bluff when the objected claim cannot be proved, the hand staying hidden', () => {
    const r = at((s) => s.pending.step === 'prove' && game.legalActions(s, s.pending.seat).some((a) => a.type === 'confess'), 'web-tribunal-bluff');
    const seat = (r.state.pending as { seat: 0 | 1 }).seat;
    const act = vi.fn<(a: Action) => void>();
    mounted = mount(<TribunalBoard {...propsFor(game, r, seat, act)} />);
    expect(mounted.container.querySelector('.tb-show')).toBeNull();
    click(buttons(mounted.container.querySelector('.tb-answer') as Element, game.describe({ type: 'confess' }, 'en'))[0] as Element);
    expect(act).toHaveBeenCalledWith({ type: 'confess' });
    // The objector sees the same step and nothing of the claimant's hand.
    const other = seat === 0 ? 1 : 0;
    const m = mount(<TribunalBoard {...propsFor(game, r, other, () => {})} />);
    for (const card of r.state.hands[seat]) expect(m.container.textContent).not.toContain(tag(card));
    expect(m.container.textContent).toContain('prove the claim');
    const slot = (r.state.pending as { slot: string }).slot;
    expect(m.container.querySelector(`[data-slot="${slot}"], [data-district="${slot}"]`)?.textContent).toContain('⚑ claimed');
    m.unmount();
  });
});
