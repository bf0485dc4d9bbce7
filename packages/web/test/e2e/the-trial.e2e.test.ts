import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { lcg, person, SHOTS, stage } from './harness.js';
import { playToEnd } from './play.js';

const env = stage();

interface TrialViewSeen {
  readonly roles: readonly string[];
  readonly alignments: readonly (string | null)[];
  readonly hands: readonly (readonly (string | null)[])[];
}

/** Every view a page's socket received, as the server sent it (what the browser could know, not just show). */
function recordViews(page: Page): { seat: number | null; views: { view: TrialViewSeen; over: boolean }[] } {
  const seen: { seat: number | null; views: { view: TrialViewSeen; over: boolean }[] } = { seat: null, views: [] };
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      const m = JSON.parse(String(f.payload)) as { type: string; seat?: number | null; view?: TrialViewSeen; outcome?: unknown };
      if (m.type === 'welcome') seen.seat = m.seat ?? null;
      if ((m.type === 'welcome' || m.type === 'step') && m.view !== undefined) seen.views.push({ view: m.view, over: m.outcome !== null });
    }),
  );
  return seen;
}

describe('The Trial in the browser', () => {
  it('five people in five contexts and two bots: each context receives only its own secret alignment and hand', async () => {
    const names = ['Ada', 'Bea', 'Cyd', 'Dov', 'Eve'];
    const people = await Promise.all(names.map(() => person(env.browser, { width: 900 })));
    const seen = people.map((p) => recordViews(p.page));
    const host = people[0]!.page;
    await host.goto(env.server.url);
    await host.getByTestId('new-the-trial').click();
    await host.getByLabel('Your name').fill('Ada');
    await host.getByLabel('Players').selectOption('7');
    for (let s = 1; s <= 4; s++) await host.getByLabel(`Player ${s + 1}`, { exact: true }).selectOption('person');
    await host.getByLabel('Invite link only').check();
    await host.getByTestId('create').click();
    await host.getByTestId('seats').waitFor();
    const invite = await host.getByLabel('Invite link', { exact: true }).inputValue();
    for (let i = 1; i < 5; i++) {
      const p = people[i]!.page;
      await p.goto(invite);
      await p.getByLabel('Your name').fill(names[i]!);
      await p.getByRole('button', { name: 'Join' }).click();
      await p.getByText(`Player ${i + 1}: ${names[i]} (you)`).first().waitFor();
    }
    const start = host.getByTestId('start');
    await expect.poll(() => start.isEnabled(), { timeout: 10_000 }).toBe(true);
    await start.click();
    for (const { page } of people) {
      await page.waitForFunction(() => document.querySelector('[data-testid=connection]')?.getAttribute('data-state') === 'connected');
    }
    expect(await seriousViolations(host)).toEqual([]);
    // The board calls each person by their name, the game's word beside it; a bot's seat keeps the word alone.
    const heading = (seat: number) => host.locator(`[data-testid=board] [data-seat="${seat}"] h3`);
    await expect.poll(() => heading(1).textContent(), { timeout: 10_000 }).toContain('Bea · Player 2');
    await expect.poll(() => heading(5).textContent(), { timeout: 10_000 }).toMatch(/^(▶ )?Player 6 —/);
    await host.screenshot({ path: join(SHOTS, 'the-trial-table.png'), fullPage: true });

    const pick = lcg(11);
    await playToEnd(people.map((p) => p.page), pick, 400);

    people.forEach((_, i) => {
      expect(seen[i]!.seat).toBe(i);
      const live = seen[i]!.views.filter((v) => !v.over);
      expect(live.length).toBeGreaterThan(1);
      for (const { view } of live) {
        expect(view.alignments[i]).not.toBeNull();
        view.alignments.forEach((a, j) => {
          if (j !== i && a !== null) expect(['judge', 'jury']).toContain(view.roles[j]);
        });
        view.hands.forEach((h, j) => {
          if (j !== i) expect(h.every((c) => c === null)).toBe(true);
        });
      }
    });
    await host.screenshot({ path: join(SHOTS, 'the-trial-over.png'), fullPage: true });

    // Playing again: the host opens a table like this one and sits where it sat; the chat's link brings the rest.
    const old = new URL(host.url()).hash;
    await host.getByTestId('play-again').scrollIntoViewIfNeeded();
    await host.screenshot({ path: join(SHOTS, 'the-trial-play-again.png') });
    await host.getByTestId('play-again').click();
    await host.getByTestId('seats').waitFor();
    await host.getByText(`Player 1: ${names[0]} (you)`).first().waitFor();
    const next = new URL(host.url()).hash.replace('#/m/', '');
    expect(`#/m/${next}`).not.toBe(old);
    for (let i = 1; i < 5; i++) {
      const p = people[i]!.page;
      // The link shows in the chat and above the board; people follow one or the other.
      await p.getByTestId('rematch-link').waitFor();
      if (i === 1) {
        await p.evaluate(() => window.scrollTo(0, 0));
        await p.screenshot({ path: join(SHOTS, 'the-trial-rematch.png') });
      }
      await p.getByTestId(i % 2 === 0 ? 'rematch-link' : 'rematch-invite').click();
      // The name this browser joined with before is filled in.
      expect(await p.getByLabel('Your name').inputValue()).toBe(names[i]);
      await p.getByRole('button', { name: 'Join' }).click();
      await p.getByText(new RegExp(`Player \\d: ${names[i]} \\(you\\)`)).first().waitFor();
    }
    const summary = (await (await fetch(new URL(`matches/${next}`, env.server.url))).json()) as {
      status: string;
      visibility: string;
      standIn: string;
      seats: { kind: string; level: string | null; name: string | null }[];
    };
    expect(summary).toMatchObject({ status: 'open', visibility: 'invite', standIn: 'medium' });
    expect(summary.seats.map((s) => s.kind)).toEqual(['person', 'person', 'person', 'person', 'person', 'bot', 'bot']);
    expect(summary.seats[0]?.name).toBe('Ada');
    expect(new Set(summary.seats.slice(0, 5).map((s) => s.name))).toEqual(new Set(names));
    await expect.poll(() => host.getByTestId('start').isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(people.flatMap((p) => p.errors)).toEqual([]);
    await Promise.all(people.map((p) => p.ctx.close()));
  }, 280_000);
});
