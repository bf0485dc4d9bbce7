// @vitest-environment happy-dom
import type { Action } from '@docket/engine';
import { theTrial, type TrialState } from '@docket/the-trial';
import { act as reactAct } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTableReachesLegal, buttons, click, mount, playUntil, propsFor, type Mounted } from '../common/testing';
import { TrialBoard } from './index';

const game = theTrial;
let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function at(stop: (s: TrialState) => boolean, players = 6, seed = 'web-trial') {
  return playUntil(game, { players, seed }, stop);
}

function pendingSeat(s: TrialState): number {
  return (s.pending as { seat: number }).seat;
}

function choose(select: HTMLSelectElement, value: string): void {
  reactAct(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('The Trial table', () => {
  it('keeps the own team out of the page until revealed, and never shows another hidden team', () => {
    const r = at((s) => s.pending.step === 'order');
    const seat = r.state.roles.findIndex((role) => role === 'lawyer');
    mounted = mount(<TrialBoard {...propsFor(game, r, seat, () => {})} />);
    const c = mounted.container;
    const own = r.state.alignments[seat] as string;
    expect(c.querySelector('[data-secret]')).toBeNull();
    expect(c.querySelector(`[data-seat="${seat}"] .tr-align`)).toBeNull();
    r.state.roles.forEach((role, i) => {
      const shown = c.querySelector(`[data-seat="${i}"] .tr-align`);
      if (role === 'judge' || role === 'jury') expect(shown?.getAttribute('data-team')).toBe(r.state.alignments[i]);
      else expect(shown).toBeNull();
    });
    click(buttons(c, 'Show my secret team')[0] as Element);
    expect(c.querySelector('[data-secret]')?.textContent).toContain(own);
    click(buttons(c, 'Hide my team')[0] as Element);
    expect(c.querySelector('[data-secret]')).toBeNull();
  });

  it('calls the people at the table by their names, keeping the game\'s word beside each name', () => {
    const r = at((s) => s.pending.step === 'order');
    const judge = pendingSeat(r.state);
    const names = ['Ada', 'Bob', 'Cy', null, 'Eve', 'Fay'];
    const props = propsFor(game, r, judge, () => {}, 'en', names);
    mounted = mount(<TrialBoard {...props} />);
    const c = mounted.container;
    expect(c.querySelector('[data-seat="0"] h3')?.textContent).toMatch(/^(▶ )?Ada · Player 1/);
    // A seat without a person (a bot) keeps the game's word alone.
    expect(c.querySelector('[data-seat="3"] h3')?.textContent).toMatch(/^(▶ )?Player 4( \(you\))? —/);
    expect(c.querySelector('.dk-turn')?.textContent).toContain(`${names[judge] ?? `Player ${judge + 1}`} (Judge) names who plays next.`);
    const first = props.legal[0] as { action: { type: string; seat: number }; label: string };
    expect(first.label).toBe(`${names[first.action.seat] ?? `Player ${first.action.seat + 1}`} plays next`);
    expect(buttons(c.querySelector(`[data-seat="${first.action.seat}"]`) as Element, first.label)).toHaveLength(1);
  });

  it('lets the Judge name who plays next by the seat', () => {
    const r = at((s) => s.pending.step === 'order');
    const judge = pendingSeat(r.state);
    const act = vi.fn<(a: Action) => void>();
    const props = propsFor(game, r, judge, act);
    mounted = mount(<TrialBoard {...props} />);
    const first = props.legal[0] as { action: { type: string; seat: number }; label: string };
    click(buttons(mounted.container.querySelector(`[data-seat="${first.action.seat}"]`) as Element, first.label)[0] as Element);
    expect(act).toHaveBeenCalledWith(first.action);
  });

  it('gives a card in two steps: the card, then the lawyer', () => {
    const r = at((s) => s.pending.step === 'give');
    const seat = pendingSeat(r.state);
    const act = vi.fn<(a: Action) => void>();
    const props = propsFor(game, r, seat, act);
    mounted = mount(<TrialBoard {...props} />);
    const give = props.legal.find((l) => l.action.type === 'give') as unknown as { action: { card: string; lawyer: number }; label: string };
    click(mounted.container.querySelector(`.dk-private button[data-card="${give.action.card}"]`) as Element);
    click(buttons(mounted.container.querySelector('[role="group"][aria-label="Give to"]') as Element, give.label)[0] as Element);
    expect(act).toHaveBeenCalledWith(give.action);
  });

  it('files by clicking a card of the hand', () => {
    const r = at((s) => s.pending.step === 'file');
    const seat = pendingSeat(r.state);
    const act = vi.fn<(a: Action) => void>();
    const props = propsFor(game, r, seat, act);
    mounted = mount(<TrialBoard {...props} />);
    const file = props.legal.find((l) => l.action.type === 'file') as unknown as { action: { card: string } };
    click(mounted.container.querySelector(`.dk-private button[data-card="${file.action.card}"]`) as Element);
    expect(act).toHaveBeenCalledWith(file.action);
  });

  it('builds a statement as a form from the legal statements', () => {
    const r = at((s) => s.pending.step === 'discuss' && s.roles[s.pending.seat] === 'witness');
    const seat = pendingSeat(r.state);
    const act = vi.fn<(a: Action) => void>();
    const props = propsFor(game, r, seat, act);
    mounted = mount(<TrialBoard {...props} />);
    const form = mounted.container.querySelector('form.tr-statement') as HTMLFormElement;
    const say = form.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(say.disabled).toBe(true);
    const target = props.legal.find((l) => l.action.type === 'state') as unknown as { action: { statement: { about: string; seat: number; side?: string; alignment?: string; guilt?: number } } };
    const st = target.action.statement;
    choose(form.querySelector('select[name="about"]') as HTMLSelectElement, st.about);
    choose(form.querySelector('select[name="seat"]') as HTMLSelectElement, String(st.seat));
    choose(form.querySelector('select[name="what"]') as HTMLSelectElement, String(st.side ?? st.alignment ?? st.guilt));
    expect(say.disabled).toBe(false);
    reactAct(() => form.requestSubmit());
    expect(act).toHaveBeenCalledWith(target.action);
  });

  it('builds the accusation seat by seat', () => {
    const r = at((s) => s.pending.step === 'jury', 8);
    const jury = pendingSeat(r.state);
    const accused = game.applyLegal(r.state, jury, { type: 'accuse' });
    const toggle = game.legalActions(accused.state, jury).find((a) => a.type === 'toggle') as { type: 'toggle'; seat: number };
    const built = game.applyLegal(accused.state, jury, toggle);
    const act = vi.fn<(a: Action) => void>();
    mounted = mount(<TrialBoard {...propsFor(game, built, jury, act)} />);
    const row = mounted.container.querySelector(`[data-seat="${toggle.seat}"]`) as Element;
    expect(row.querySelector('button[aria-pressed="true"]')).not.toBeNull();
    expect(row.textContent).toContain('accused');
    const other = game.legalActions(built.state, jury).find((a) => a.type === 'toggle' && a.seat !== toggle.seat) as { type: 'toggle'; seat: number };
    click(mounted.container.querySelector(`[data-seat="${other.seat}"] button[aria-pressed="false"]`) as Element);
    expect(act).toHaveBeenCalledWith(other);
  });

  it('reveals every team at the end', () => {
    const r = at((s) => s.pending.step === 'over');
    mounted = mount(<TrialBoard {...propsFor(game, r, 'spectator', () => {}, 'fr')} />);
    const c = mounted.container;
    r.state.alignments.forEach((a, i) => expect(c.querySelector(`[data-seat="${i}"] .tr-align`)?.getAttribute('data-team')).toBe(a));
    expect(c.querySelector('.tr-secret')).toBeNull();
    expect(c.textContent).toContain('La table');
  });

  it('reaches every single-step legal action from the table itself, every control keyboard-ready', () => {
    expect(expectTableReachesLegal(game, TrialBoard, { players: 8, seed: 'web-trial-reach' }, ['give', 'state'], 60)).toBeGreaterThan(20);
  });

  it('marks the warned player after the Judge’s warning, and the case file when it grows', () => {
    const r = at((s) => s.pending.step === 'warn' && game.legalActions(s, s.pending.seat).some((a) => a.type === 'warn'));
    const judge = pendingSeat(r.state);
    mounted = mount(<TrialBoard {...propsFor(game, r, judge, () => {})} />);
    const warn = game.legalActions(r.state, judge).find((a) => a.type === 'warn') as { type: 'warn'; seat: number };
    const next = game.applyLegal(r.state, judge, warn);
    mounted.rerender(<TrialBoard {...propsFor(game, next, judge, () => {})} />);
    const row = mounted.container.querySelector(`[data-seat="${warn.seat}"]`);
    expect(row?.classList.contains('dk-changed')).toBe(true);
    expect(row?.textContent).toMatch(/warned|sits out this round/);
    const f = at((s) => s.pending.step === 'file', 6, 'web-trial-file');
    const lawyer = pendingSeat(f.state);
    mounted.rerender(<TrialBoard {...propsFor(game, f, lawyer, () => {})} />);
    const filing = game.legalActions(f.state, lawyer).find((a) => a.type === 'file') as { type: 'file'; card: string };
    mounted.rerender(<TrialBoard {...propsFor(game, game.applyLegal(f.state, lawyer, filing as never), lawyer, () => {})} />);
    expect(mounted.container.querySelector('[aria-labelledby="tr-case-title"]')?.classList.contains('dk-changed')).toBe(true);
  });
});
