import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { lcg, person, SHOTS, stage } from './harness.js';
import { isOver, playToEnd, seqOf } from './play.js';

const env = stage();

describe('Tribunal 1920 in the browser', () => {
  it('a person plays a whole game against a bot, reloads mid-match, then replays it; every page passes axe', async () => {
    const { ctx, page, errors } = await person(env.browser);
    await page.goto(env.server.url);
    await page.getByRole('heading', { name: 'Lobby' }).waitFor();
    await page.getByTestId('new-tribunal-1920').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'lobby.png'), fullPage: true });

    await page.getByTestId('new-tribunal-1920').click();
    await page.getByLabel('Your name').fill('Ada');
    await page.getByLabel('Orange', { exact: true }).selectOption('easy');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'create-table.png'), fullPage: true });
    await page.getByTestId('create').click();
    await page.getByTestId('board').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=connection]')?.getAttribute('data-state') === 'connected');

    // one move by keyboard alone: open the list of actions, tab to its first button (a visible focus ring), Enter
    await page.waitForFunction(() => document.querySelector('[data-testid=turn]')?.getAttribute('data-mine') === 'true');
    const seq0 = await seqOf(page);
    await page.getByTestId('all-actions').locator('summary').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return { inList: el.closest('[data-testid=actions]') !== null, outline: getComputedStyle(el).outlineStyle, width: getComputedStyle(el).outlineWidth };
    });
    expect(focused).toEqual({ inList: true, outline: 'solid', width: '3px' });
    await page.keyboard.press('Enter');
    await page.waitForFunction((s) => Number(document.querySelector('[data-testid=turn]')?.getAttribute('data-seq')) > s, seq0);
    // the live region read the step's events aloud
    await expect.poll(() => page.getByTestId('live-region').textContent()).not.toBe('');

    const pick = lcg(17);
    // a few moves, then a reload: the seat, the log and the view come back from the server
    await playToEnd([page], pick, 4).catch(() => undefined);
    const seqBefore = await seqOf(page);
    const logBefore = await page.getByTestId('log').locator('li').count();
    expect(logBefore).toBeGreaterThan(0);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid=connection]')?.getAttribute('data-state') === 'connected');
    expect(await seqOf(page)).toBeGreaterThanOrEqual(seqBefore);
    expect(await page.getByTestId('log').locator('li').count()).toBeGreaterThanOrEqual(logBefore);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'tribunal-1920-table.png'), fullPage: true });

    const steps = await playToEnd([page], pick);
    expect(steps).toBeGreaterThan(5);
    expect(await isOver(page)).toBe(true);
    await expect.poll(() => page.getByTestId('turn').textContent()).toMatch(/Game over/);
    await page.screenshot({ path: join(SHOTS, 'tribunal-1920-over.png'), fullPage: true });

    // the lobby lists it among this browser's matches and the finished ones, each with its replay
    const id = /#\/m\/([^/?]+)/.exec(page.url())?.[1] ?? '';
    await page.goto(`${env.server.url}/#/`);
    await page.getByTestId('mine').getByRole('link', { name: /Replay/ }).waitFor();
    await page.getByTestId('finished').locator(`a[href^="#/replay/${id}"]`).waitFor();
    await page.goBack();
    // the replay: step by step, from the other seat, with a link to share the step
    await page.getByRole('link', { name: 'Replay' }).click();
    await page.getByTestId('replay-step').waitFor();
    const total = Number(/of (\d+)/.exec((await page.getByTestId('replay-step').textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(steps);
    await page.getByRole('button', { name: /First/ }).click();
    await expect.poll(() => page.getByTestId('replay-step').textContent()).toBe(`Step 0 of ${total}`);
    await page.getByRole('button', { name: /Next/ }).click();
    await page.getByRole('button', { name: /Next/ }).click();
    await expect.poll(() => page.getByTestId('replay-step').textContent()).toBe(`Step 2 of ${total}`);
    expect(page.url()).toMatch(/step=2/);
    await page.getByLabel('Seen by').selectOption('1');
    await expect.poll(() => page.url()).toMatch(/as=1/);
    // seen by seat 1 now (the replay recomputed for that viewer), still at step 2
    await expect.poll(() => page.getByTestId('replay-step').textContent()).toBe(`Step 2 of ${total}`);
    await expect.poll(() => page.getByTestId('log').locator('li').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'replay.png'), fullPage: true });

    // Playing again against the bot: the new table, one person and its bot, starts at once, same seat.
    await page.goto(`${env.server.url}/#/m/${id}`);
    await page.getByTestId('play-again').click();
    await expect.poll(() => /#\/m\/([^/?]+)/.exec(page.url())?.[1]).not.toBe(id);
    await page.waitForFunction(() => document.querySelector('[data-testid=connection]')?.getAttribute('data-state') === 'connected');
    await expect.poll(() => page.getByTestId('turn').textContent()).toContain('Your seat: Blue');
    expect(await isOver(page)).toBe(false);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 240_000);
});
