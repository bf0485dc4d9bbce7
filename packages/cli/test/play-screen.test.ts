import { describe, expect, it } from 'vitest';
import type { ScreenSize } from '@docket/engine';
import { layout, menuColumns } from '../src/play/play-screen.js';

const items = Array.from({ length: 15 }, (_, i) => `  ${i + 1}. Claim slot number ${i + 1}`);
const log = Array.from({ length: 30 }, (_, i) => ({ title: `Player 2 (random) move ${i}`, events: [`event ${i}`] }));
/** A board of `n` lines that records the size it was given. */
function board(n: number, given: ScreenSize[]) {
  return (s?: ScreenSize) => {
    if (s) given.push(s);
    return Array.from({ length: n }, (_, i) => `board ${i}`).join('\n');
  };
}

describe('the screen layout', () => {
  it('puts a menu too tall for what the board leaves in columns, so the redraw fits', () => {
    const given: ScreenSize[] = [];
    const lines = layout({ header: ['title', 'intro'], board: board(11, given), logTitle: 'Recent', emptyLog: '-', log, menu: { title: 'Your move:', items } }, { columns: 100, rows: 30 });
    expect(lines.length + 1).toBeLessThanOrEqual(30);
    expect(lines.slice(2, 13)).toEqual(Array.from({ length: 11 }, (_, i) => `board ${i}`));
    // Two columns were enough: items 1 and 9 share a row.
    expect(lines.some((l) => l.includes('1. Claim') && l.includes('9. Claim'))).toBe(true);
    expect(lines.every((l) => [...l].length <= 100)).toBe(true);
    // The board was offered every row the header, the prompt and the most compact menu leave.
    expect(given[0]?.rows).toBeLessThanOrEqual(30 - 2 - 2 - 1 - 5);
  });

  it('keeps a menu in one column when it fits, the log’s last lines filling the rest', () => {
    const lines = layout({ header: ['title', 'intro'], board: board(5, []), logTitle: 'Recent', emptyLog: '-', log, menu: { title: 'Your move:', items: items.slice(0, 3) } }, { columns: 100, rows: 30 });
    expect(lines.length + 1).toBe(30);
    expect(lines.slice(-3)).toEqual(items.slice(0, 3));
    expect(lines).toContain('  · event 29');
    expect(lines).not.toContain('  · event 0');
  });

  it('fills columns top to bottom', () => {
    expect(menuColumns(['a', 'b', 'c', 'd', 'e'], 2, 20)).toEqual(['a         d', 'b         e', 'c']);
  });
});
