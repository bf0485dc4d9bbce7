import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { barChart } from '../src/report/bar-chart.js';
import { bins, histogram } from '../src/report/histogram.js';
import { escapeXml, ticks } from '../src/report/svg.js';
import { testIo, testRegistry } from './fixtures/registry.js';

async function report(args: string[]): Promise<{ html: string; out: string }> {
  const file = join(mkdtempSync(join(tmpdir(), 'docket-report-')), 'out.html');
  const io = testIo();
  expect(await runCli(['simulate', 'pebbles', '--report', file, ...args], testRegistry, io)).toBe(0);
  return { html: readFileSync(file, 'utf8'), out: io.out() };
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

/** Nothing the page would fetch: no URL, script, stylesheet link, import or web font. */
function expectSelfContained(html: string): void {
  expect(html).not.toMatch(/https?:/i);
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<link/i);
  expect(html).not.toMatch(/@import|url\(|@font-face|<img|<iframe/i);
}

describe('the HTML report', () => {
  it('is one self-contained page with a chart for seats, bots, teams, lengths and each metric', async () => {
    const args = ['--games', '24', '--seed', 'page', '--players', '4', '--options', '{"teams": true}', '--bots', 'greedy,random,random,random', '--rotate'];
    const { html, out } = await report(args);
    expect(out).toMatch(/Report written to .*out\.html\./);
    expectSelfContained(html);
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<style>');
    // Seats, bots, teams, game length, and the two metrics.
    expect(count(html, '<svg')).toBe(6);
    expect(count(html, '</svg>')).toBe(6);
    for (const heading of ['Win rate by seat', 'Win rate by bot', 'Win rate by team', 'Game length', 'Metrics']) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(html).toContain('Turns that took two pebbles');
    expect(html).toContain('Mark of the winner');
    // The header says what was played.
    for (const fact of ['Pebbles', '<code>page</code>', '<code>greedy</code>', '24 (completed 24', '&#34;teams&#34;:true', 'in rotation']) {
      expect(html).toContain(fact);
    }
    expect(html).toMatch(/<dt>Date<\/dt><dd>\w+ \d+, \d{4}/);
    // Whiskers: one per bar with an interval (4 seats, 2 bots, 2 teams, 2 metrics).
    expect(count(html, 'class="whisker"')).toBe(10);
  });

  it('leaves out the bot and team charts when there is nothing to show', async () => {
    const { html } = await report(['--games', '10', '--seed', 'plain']);
    expectSelfContained(html);
    expect(count(html, '<svg')).toBe(4);
    expect(html).not.toContain('Win rate by bot');
    expect(html).not.toContain('Win rate by team');
  });

  it('speaks French with --lang fr', async () => {
    const { html } = await report(['--games', '10', '--seed', 'fr', '--lang', 'fr', '--rotate']);
    expectSelfContained(html);
    expect(html).toContain('<html lang="fr">');
    for (const words of ['Cailloux : rapport de simulation', 'Taux de victoire par siège', 'Taux de victoire par robot', 'Durée des parties', 'Mesures', 'Tours à deux cailloux', 'Marque du vainqueur', 'Graine']) {
      expect(html).toContain(words);
    }
    expect(html).not.toContain('Win rate');
  });
});

describe('charts', () => {
  it('draws a bar and a whisker per value, labels escaped', () => {
    const svg = barChart({
      title: 'Rates <&>',
      bars: [
        { label: 'a & b', value: 0.5, low: 0.4, high: 0.6 },
        { label: 'c', value: 0.25 },
      ],
      max: 1,
      format: (n) => `${Math.round(n * 100)}%`,
    });
    expect(svg.startsWith('<svg viewBox=')).toBe(true);
    expect(svg).toContain('<title>Rates &#60;&#38;&#62;</title>');
    expect(svg).toContain('>a &#38; b</text>');
    expect(count(svg, 'class="bar ')).toBe(2);
    expect(count(svg, 'class="whisker"')).toBe(1);
    // Half of the 380-pixel plot, from x = 180.
    expect(svg).toContain('<rect x="180" y="14" width="190" height="16" class="bar bar0">');
    expect(escapeXml(`"it's"`)).toBe('&#34;it&#39;s&#34;');
  });

  it('bins whole numbers into equal bins that hold every value', () => {
    const values = [3, 4, 4, 5, 9, 12, 12, 30];
    const b = bins(values);
    expect(b.reduce((a, x) => a + x.count, 0)).toBe(values.length);
    expect(b[0]?.from).toBe(3);
    expect(b[b.length - 1]?.to).toBe(31);
    const width = (b[0]?.to ?? 0) - (b[0]?.from ?? 0);
    // Equal bins, but the last, which stops after the largest value.
    expect(b.slice(0, -1).every((x) => x.to - x.from === width)).toBe(true);
    expect((b[b.length - 1]?.to ?? 0) - (b[b.length - 1]?.from ?? 0)).toBeLessThanOrEqual(width);
    expect(bins([7, 7, 7])).toEqual([{ from: 7, to: 8, count: 3 }]);
    expect(bins([])).toEqual([]);
    expect(count(histogram({ title: 'Length', values, format: String, xTitle: 'x', yTitle: 'y' }), '<rect')).toBe(b.length);
  });

  it('titles both axes, ends the value axis at the largest value, and keeps the mean’s label above the bars', () => {
    // 10…87: bins of 4 would run to 90; the axis stops after 87.
    const values = Array.from({ length: 78 }, (_, i) => 10 + i);
    const b = bins(values);
    expect(b[b.length - 1]?.to).toBe(88);
    const chart = histogram({ title: 'Length', values, format: String, marker: { value: 48.5, label: 'mean 48.5' }, xTitle: 'actions per game', yTitle: 'games' });
    expect(chart).toContain('>actions per game</text>');
    expect(chart).toMatch(/rotate\(-90[^>]*>games<\/text>/);
    // The last value label is the largest value, not an edge past it.
    const labels = [...chart.matchAll(/class="tick"[^>]*>(\d+)<\/text>/g)].map((m) => Number(m[1]));
    expect(Math.max(...labels)).toBe(87);
    // Every bar's top is below the mean label's baseline.
    const labelY = Number(/<text x="[\d.]+" y="([\d.]+)"[^>]*>mean 48.5</.exec(chart)?.[1]);
    const barTops = [...chart.matchAll(/<rect[^>]* y="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(barTops.length).toBe(b.length);
    expect(Math.min(...barTops)).toBeGreaterThan(labelY);
  });

  it('picks round ticks', () => {
    expect(ticks(1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(ticks(45, 4)).toEqual([0, 20, 40]);
    expect(ticks(0)).toEqual([0]);
  });
});
