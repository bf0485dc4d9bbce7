// @vitest-environment happy-dom
import type { Action } from '@docket/engine';
import { cardName, gavel, type CardId, type GavelState } from '@docket/gavel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTableReachesLegal, buttons, click, mount, playUntil, propsFor, type Mounted } from '../common/testing';
import { GavelBoard, juryOdds } from './index';

const game = gavel;
let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function at(stop: (s: GavelState) => boolean, players = 3, seed = 'web-gavel') {
  return playUntil(game, { players, seed }, stop);
}

describe('Gavel table', () => {
  it('offers Go to the Jury with the odds it gives', () => {
    const r = at((s) => s.pending.step === 'open');
    const seat = (r.state.pending as { seat: number }).seat;
    const act = vi.fn<(a: Action) => void>();
    mounted = mount(<GavelBoard {...propsFor(game, r, seat, act)} />);
    const box = mounted.container.querySelector('.gv-jury') as HTMLElement;
    const { guilty, percent } = juryOdds(r.state.points[seat] ?? 0);
    expect(box.textContent).toContain(`${guilty} in 12`);
    click(buttons(box, `${percent}%`)[0] as Element);
    expect(act).toHaveBeenCalledWith({ type: 'jury' });
  });

  it('proffers by clicking an evidence card, and hides the other hands', () => {
    const r = at((s) => s.pending.step === 'play' && s.hands[s.pending.seat]!.some((c) => c.includes('-') && /\d$/.test(c)));
    const seat = (r.state.pending as { seat: number }).seat;
    const act = vi.fn<(a: Action) => void>();
    const props = propsFor(game, r, seat, act);
    mounted = mount(<GavelBoard {...props} />);
    const c = mounted.container;
    const proffer = props.legal[0]?.action as { type: string; card: CardId };
    expect(proffer.type).toBe('proffer');
    click(c.querySelector(`.dk-private button[data-card="${proffer.card}"]`) as Element);
    expect(act).toHaveBeenCalledWith(proffer);
    const visible = new Set<string>([...r.state.hands[seat]!, ...r.state.discard, ...r.state.admitted.flat()]);
    const text = c.textContent ?? '';
    for (const [i, hand] of r.state.hands.entries()) {
      if (i === seat) continue;
      for (const card of hand) if (!visible.has(card)) expect(text).not.toContain(cardName(card, 'en'));
    }
  });

  it('shows the attack window with who may still answer, and passes', () => {
    const r = at((s) => s.pending.step === 'attack' && s.pending.waiting.length > 1, 4);
    const p = r.state.pending as unknown as { waiting: number[] };
    const seat = p.waiting[0] as number;
    const act = vi.fn<(a: Action) => void>();
    mounted = mount(<GavelBoard {...propsFor(game, r, seat, act)} />);
    const box = mounted.container.querySelector('.gv-window') as HTMLElement;
    expect(box.querySelector('[data-waiting]')?.getAttribute('data-waiting')).toBe(p.waiting.join(','));
    for (const w of p.waiting) expect(box.textContent).toContain(`Player ${w + 1}`);
    click(buttons(box, 'Let the evidence through')[0] as Element);
    expect(act).toHaveBeenCalledWith({ type: 'pass' });
  });

  it('answers an objection: respond from the hand, or concede', () => {
    const r = at((s) => s.pending.step === 'respond', 3, 'web-gavel-respond');
    const seat = (r.state.pending as { seat: number }).seat;
    const act = vi.fn<(a: Action) => void>();
    const props = propsFor(game, r, seat, act);
    mounted = mount(<GavelBoard {...props} />);
    const concede = props.legal.find((l) => l.action.type === 'concede');
    click(buttons(mounted.container.querySelector('.gv-window') as Element, concede?.label ?? '?')[0] as Element);
    expect(act).toHaveBeenCalledWith({ type: 'concede' });
    for (const l of props.legal.filter((x) => x.action.type === 'respond')) {
      click(mounted.container.querySelector(`.dk-private button[data-card="${(l.action as unknown as { card: string }).card}"]`) as Element);
      expect(act).toHaveBeenLastCalledWith(l.action);
    }
  });

  it('speaks French to a spectator, who has no hand and no moves', () => {
    const r = at((s) => s.pending.step === 'play');
    mounted = mount(<GavelBoard {...propsFor(game, r, 'spectator', () => {}, 'fr')} />);
    expect(mounted.container.querySelector('.dk-private')).toBeNull();
    expect(mounted.container.querySelectorAll('button')).toHaveLength(0);
    expect(mounted.container.textContent).toContain('Preuves admises');
  });

  it('marks the player whose points changed in the last step', () => {
    const r = at((s) => s.pending.step === 'attack');
    const proffered = (r.state.pending as { seat: number }).seat;
    mounted = mount(<GavelBoard {...propsFor(game, r, 0, () => {})} />);
    let s = r.state;
    let last = r;
    while (s.pending.step === 'attack') {
      const step = game.applyLegal(s, s.pending.waiting[0] as number, { type: 'pass' });
      s = step.state;
      last = step;
    }
    mounted.rerender(<GavelBoard {...propsFor(game, last, 0, () => {})} />);
    const li = mounted.container.querySelector(`[data-seat="${proffered}"]`);
    expect(li?.classList.contains('dk-changed')).toBe(true);
    expect(li?.textContent).toContain('new');
  });

  it('reaches every single-step legal action from the table itself, every control keyboard-ready', () => {
    expect(expectTableReachesLegal(game, GavelBoard, { players: 3, seed: 'web-gavel-reach' }, [], 60)).toBeGreaterThan(20);
  });
});
