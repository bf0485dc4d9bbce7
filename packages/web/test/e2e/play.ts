import type { Page } from 'playwright-core';

export async function seqOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('turn').getAttribute('data-seq'));
}

export async function isOver(page: Page): Promise<boolean> {
  return (await page.getByTestId('turn').getAttribute('data-over')) === 'true';
}

/** Clicks one of this seat's legal actions from the full list (as a keyboard or mouse user could). */
export async function playOne(page: Page, pick: () => number): Promise<boolean> {
  const turn = page.getByTestId('turn');
  if ((await turn.getAttribute('data-mine')) !== 'true') return false;
  const details = page.getByTestId('all-actions');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  const buttons = page.getByTestId('actions').locator('button');
  const n = await buttons.count();
  if (n === 0) return false;
  const before = await seqOf(page);
  await buttons.nth(Math.floor(pick() * n)).click();
  await page.waitForFunction(
    (s) => Number(document.querySelector('[data-testid=turn]')?.getAttribute('data-seq')) > s,
    before,
    { timeout: 30_000 },
  );
  return true;
}

/** Plays every page's seat until the match is over (bots play their own seats on the server). */
export async function playToEnd(pages: readonly Page[], pick: () => number, maxSteps = 3000, onStep?: (n: number) => Promise<void>): Promise<number> {
  let steps = 0;
  while (steps < maxSteps) {
    if (await isOver(pages[0] as Page)) return steps;
    let moved = false;
    for (const p of pages) {
      if (await playOne(p, pick)) {
        moved = true;
        steps++;
        if (onStep) await onStep(steps);
      }
    }
    if (!moved) await (pages[0] as Page).waitForTimeout(50);
  }
  throw new Error(`no end after ${maxSteps} steps`);
}
