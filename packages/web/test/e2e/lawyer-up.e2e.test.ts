import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { lcg, person, SHOTS, stage } from './harness.js';
import { playToEnd } from './play.js';

const env = stage();

describe('Lawyer Up in the browser', () => {
  it('two people in two contexts (one in French) play a whole game; a spectator on a phone-sized screen watches and chats apart', async () => {
    const ada = await person(env.browser);
    const bea = await person(env.browser, { locale: 'fr-FR' });
    await ada.page.goto(env.server.url);
    await ada.page.getByTestId('new-lawyer-up').click();
    await ada.page.getByLabel('Your name').fill('Ada');
    await ada.page.getByLabel('Defense', { exact: true }).selectOption('person');
    await ada.page.getByTestId('create').click();
    await ada.page.getByTestId('seats').waitFor();
    expect(await seriousViolations(ada.page)).toEqual([]);
    await ada.page.screenshot({ path: join(SHOTS, 'waiting-room.png'), fullPage: true });

    // Béa's browser speaks French: the lobby lists the open table, she joins it by name
    await bea.page.goto(env.server.url);
    await bea.page.getByRole('heading', { name: 'Salon' }).waitFor();
    await bea.page.getByTestId('open').waitFor();
    expect(await seriousViolations(bea.page)).toEqual([]);
    await bea.page.screenshot({ path: join(SHOTS, 'lobby-fr.png'), fullPage: true });
    await bea.page.getByTestId('open').getByRole('link', { name: /Rejoindre/ }).click();
    await bea.page.getByLabel('Votre nom').fill('Béa');
    await bea.page.getByRole('button', { name: 'Rejoindre' }).click();
    await bea.page.getByText('Défense: Béa (vous)').first().waitFor();
    expect(await seriousViolations(bea.page)).toEqual([]);

    const start = ada.page.getByTestId('start');
    await expect.poll(() => start.isEnabled(), { timeout: 10_000 }).toBe(true);
    await start.click();
    for (const p of [ada.page, bea.page]) {
      await p.waitForFunction(() => document.querySelector('[data-testid=connection]')?.getAttribute('data-state') === 'connected');
    }
    const id = /#\/m\/([^/?]+)/.exec(ada.page.url())?.[1] ?? '';

    // a spectator at 360 px: the table fits, no seat, no actions, their own chat channel
    const cyd = await person(env.browser, { width: 360 });
    await cyd.page.goto(env.server.url);
    await cyd.page.getByTestId('live').waitFor();
    expect(await cyd.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await cyd.page.screenshot({ path: join(SHOTS, 'lobby-360px.png'), fullPage: true });
    await cyd.page.getByTestId('live').locator(`a[href="#/m/${id}"]`).click();
    await cyd.page.waitForFunction(() => document.querySelector('[data-testid=connection]')?.getAttribute('data-state') === 'connected');
    expect(await cyd.page.getByTestId('turn').textContent()).toContain('You are watching');
    expect(await cyd.page.getByTestId('all-actions').count()).toBe(0);
    // the chats are scoped to their own boxes: a board may have buttons and fields of its own
    const spectatorsChat = cyd.page.getByTestId('chat-spectators-box');
    await spectatorsChat.getByLabel('Message').fill('Nice opening');
    await spectatorsChat.getByRole('button', { name: 'Send' }).click();
    const tableChat = ada.page.getByTestId('chat-table-box');
    await tableChat.getByLabel('Message').fill('Good luck!');
    await tableChat.getByRole('button', { name: 'Send' }).click();
    await bea.page.getByTestId('chat-table').getByText('Good luck!').waitFor();
    await cyd.page.getByTestId('chat-spectators').getByText('Nice opening').waitFor();
    await cyd.page.getByTestId('chat-table').getByText('Good luck!').waitFor();
    expect(await ada.page.getByText('Nice opening').count()).toBe(0);
    await expect.poll(() => ada.page.getByTestId('presence').textContent()).toBeTruthy();
    expect(await ada.page.locator('.presence').getByText('1 watching').count()).toBe(1);

    const pick = lcg(5);
    await playToEnd([ada.page, bea.page], pick, 3000, async (n) => {
      if (n === 12) {
        await ada.page.screenshot({ path: join(SHOTS, 'lawyer-up-table.png'), fullPage: true });
        await bea.page.screenshot({ path: join(SHOTS, 'lawyer-up-table-fr.png'), fullPage: true });
        expect(await seriousViolations(ada.page)).toEqual([]);
      }
    });
    await expect.poll(() => bea.page.getByTestId('turn').textContent()).toMatch(/Partie terminée/);
    await expect.poll(() => cyd.page.getByTestId('turn').getAttribute('data-over')).toBe('true');
    expect(await cyd.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(cyd.page)).toEqual([]);
    await cyd.page.screenshot({ path: join(SHOTS, 'spectator-360px.png'), fullPage: true });
    expect([...ada.errors, ...bea.errors, ...cyd.errors]).toEqual([]);
    await Promise.all([ada.ctx.close(), bea.ctx.close(), cyd.ctx.close()]);
  }, 280_000);
});
