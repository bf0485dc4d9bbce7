// @vitest-environment happy-dom
import type { Action } from '@docket/engine';
import { card, cardFacts, lawyerUp, type LawyerUpState } from '@docket/lawyer-up';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTableReachesLegal, buttons, click, mount, playUntil, propsFor, type Mounted } from '../common/testing';
import { LawyerUpBoard } from './index';

const game = lawyerUp;
let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function at(stop: (s: LawyerUpState) => boolean, options: object = {}, seed = 'web-lawyer-up') {
  return playUntil(game, { players: 2, options, seed }, stop);
}

function css(id: string): string {
  return id.replace(/["\\]/g, '\\$&');
}

describe('Lawyer Up table', () => {
  it('drafts one card at a time, and never shows the other side’s draft cards', () => {
    const r = at((s) => s.pending.step === 'draft' && s.draftHands[0]!.length === 3 && s.draftHands[1]!.length === 3);
    const act = vi.fn<(a: Action) => void>();
    const props = propsFor(game, r, 0, act);
    mounted = mount(<LawyerUpBoard {...props} />);
    const c = mounted.container;
    for (const id of r.state.draftHands[1]!) expect(c.querySelector(`[data-card="${css(id)}"]`)).toBeNull();
    const target = props.legal.find((l) => l.action.type === 'draft') as unknown as { action: { order: string[] } };
    for (const id of target.action.order.slice(0, 2)) click(c.querySelector(`button[data-draft="${css(id)}"]`) as Element);
    // The last card has one place left: the Buried Evidence.
    click(c.querySelector(`button[data-draft="${css(target.action.order[2] as string)}"]`) as Element);
    const confirm = buttons(c.querySelector('.lu-draft') as Element, 'Draft:')[0] as Element;
    click(confirm);
    expect(act).toHaveBeenCalledWith(target.action);
  });

  it('shows the hand with full card text, plays a card by its button, and hides the other hand', () => {
    const r = at((s) => s.pending.step === 'question' && s.pending.seat === 0 && s.hands[0]!.length > 0);
    const act = vi.fn<(a: Action) => void>();
    const props = propsFor(game, r, 0, act);
    mounted = mount(<LawyerUpBoard {...props} />);
    const c = mounted.container;
    const hand = c.querySelector('.dk-private') as Element;
    for (const id of r.state.hands[0]!) {
      const face = hand.querySelector(`[data-card="${css(id)}"]`);
      expect(face?.textContent).toContain(card(id).name.en);
      expect(face?.textContent).toContain(cardFacts(card(id), 'en'));
      const text = card(id).text.en;
      if (text !== '') expect(face?.textContent).toContain(text);
    }
    for (const id of r.state.hands[1]!) expect(c.querySelector(`.dk-private [data-card="${css(id)}"]`)).toBeNull();
    for (const id of r.state.decks[1]!) expect(c.querySelector(`[data-card="${css(id)}"]`)).toBeNull();
    const play = props.legal.find((l) => l.action.type === 'play');
    if (play !== undefined) {
      click(buttons(hand, play.label)[0] as Element);
      expect(act).toHaveBeenCalledWith(play.action);
    }
  });

  it('shows the twelve jurors and sways one by clicking it', () => {
    const r = at((s) => s.pending.step === 'sway');
    const seat = (r.state.pending as { seat: number }).seat;
    const act = vi.fn<(a: Action) => void>();
    const props = propsFor(game, r, seat, act);
    mounted = mount(<LawyerUpBoard {...props} />);
    const jurors = mounted.container.querySelectorAll('[data-juror]');
    expect(jurors).toHaveLength(12);
    r.state.jurors.forEach((j, i) => expect(jurors[i]?.textContent).toContain(`skepticism ${j.skepticism}`));
    const sway = props.legal.find((l) => l.action.type === 'juror') as unknown as { action: { juror: number } };
    click(mounted.container.querySelector(`[data-juror="${sway.action.juror}"] button`) as Element);
    expect(act).toHaveBeenCalledWith(sway.action);
  });

  it('walks through the Automa’s turn step by step in solo play', () => {
    const r = at((s) => s.pending.step === 'question' && s.pending.seat === 0, { solo: 'D' }, 'web-lu-solo');
    let step = r;
    // Play on until a step of the person's brings Automa moves along with it.
    for (let i = 0; i < 200 && !step.events.some((e) => e.type.startsWith('automa-') && e.audience === 'all'); i++) {
      const seat = game.toAct(step.state)[0];
      if (seat === undefined) break;
      const next = game.applyLegal(step.state, seat, game.legalActions(step.state, seat).at(-1) as never);
      step = { state: next.state, events: next.events };
    }
    mounted = mount(<LawyerUpBoard {...propsFor(game, step, 0, () => {})} />);
    const box = mounted.container.querySelector('.lu-automa') as Element;
    expect(box).not.toBeNull();
    expect(box.querySelectorAll('li')).toHaveLength(1);
    const total = Number(/\/(\d+)/.exec(box.querySelector('h2')?.textContent ?? '')?.[1]);
    if (total > 1) {
      click(buttons(box, 'Next step')[0] as Element);
      expect(box.querySelectorAll('li')).toHaveLength(2);
    }
    click(buttons(box, 'Show all')[0] ?? (buttons(box, 'Next step')[0] as Element));
    expect(box.querySelectorAll('li')).toHaveLength(total);
    expect(mounted.container.textContent).toContain('(Automa)');
  });

  it('speaks French to a spectator, with no hand and no moves', () => {
    const r = at((s) => s.pending.step === 'question');
    mounted = mount(<LawyerUpBoard {...propsFor(game, r, 'spectator', () => {}, 'fr')} />);
    expect(mounted.container.querySelector('.dk-private')).toBeNull();
    expect(mounted.container.querySelectorAll('button')).toHaveLength(0);
    expect(mounted.container.textContent).toContain('Témoins clés');
    expect(mounted.container.textContent).toContain('scepticisme');
  });

  it('reaches every single-step legal action from the table itself, every control keyboard-ready', () => {
    expect(expectTableReachesLegal(game, LawyerUpBoard, { players: 2, seed: 'web-lu-reach' }, ['draft'], 30)).toBeGreaterThan(20);
  });

  it('marks the juror the last step moved', () => {
    const r = at((s) => s.pending.step === 'sway');
    const seat = (r.state.pending as { seat: number }).seat;
    mounted = mount(<LawyerUpBoard {...propsFor(game, r, 0, () => {})} />);
    expect(mounted.container.querySelector('[data-juror].dk-changed')).toBeNull();
    const sway = game.legalActions(r.state, seat).find((a) => a.type === 'juror') as { type: 'juror'; juror: number };
    const next = game.applyLegal(r.state, seat, sway);
    mounted.rerender(<LawyerUpBoard {...propsFor(game, next, 0, () => {})} />);
    const moved = mounted.container.querySelector(`[data-juror="${sway.juror}"]`);
    expect(moved?.classList.contains('dk-changed')).toBe(true);
    expect(moved?.textContent).toContain('new');
    expect(mounted.container.querySelectorAll('[data-juror].dk-changed')).toHaveLength(1);
  });
});
