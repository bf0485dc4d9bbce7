import { replay } from '@docket/engine';
import { lawyerUp } from '@docket/lawyer-up';
import { describe, expect, it } from 'vitest';
import { playCommand } from '../src/play/play-command.js';
import { registry } from '../src/registry.js';
import { testIo } from './fixtures/registry.js';

const ones = (n: number) => new Array<string>(n).fill('1');

describe('docket play lawyer-up --solo', () => {
  it('seats the person on the side named by --seat and lets the Automa play the other, every step in the log', async () => {
    const io = testIo(ones(400));
    const result = await playCommand(registry, io, 'lawyer-up', { lang: 'en', seed: 'solo-1', solo: true, seat: 'D' });
    const out = io.out();
    expect(out).toContain('Lawyer Up, solo: you are Player 2 (Defense); the game’s own rules play the other side.');
    expect(out).toContain('The Automa (Prosecution) calls');
    expect(out).toMatch(/The Automa \(Prosecution\) rolls red [1-6] \(\w+\), blue [1-6]\./);
    expect(out).toContain('Rest check: ');
    expect(result.outcome).not.toBeNull();
    expect(result.record.options).toMatchObject({ solo: 'P' });
    // Only the person acted: the Automa's steps happen inside the game's own steps.
    expect(new Set(result.record.actions.map((a) => a.seat))).toEqual(new Set([1]));
    const r = replay(lawyerUp, JSON.parse(JSON.stringify(result.record)));
    expect(r.ok && lawyerUp.outcome(r.value.final)).toEqual(result.outcome);
  });

  it('defaults to seat 0 (the Prosecution) against an Automa Defense, and speaks French', async () => {
    const io = testIo(ones(400));
    const result = await playCommand(registry, io, 'lawyer-up', { lang: 'fr', seed: 'solo-2', solo: true });
    expect(io.out()).toContain('Lawyer Up, en solo : vous êtes le joueur 1 (Accusation) ;');
    expect(io.out()).toMatch(/L’Automa \(Défense\) lance rouge [1-6]/);
    expect(result.record.options).toMatchObject({ solo: 'D' });
  });

  it('refuses what solo mode cannot take, with a clear message', async () => {
    const run = (flags: Partial<Parameters<typeof playCommand>[3]>, game = 'lawyer-up') => playCommand(registry, testIo([]), game, { lang: 'en', seed: 'x', solo: true, ...flags });
    await expect(run({ vs: ['random'] })).rejects.toThrow('--solo plays against the game’s own rules: leave out --vs and --seats.');
    await expect(run({ seat: 'X' })).rejects.toThrow('In solo mode --seat is one of P, D (or 0–1), not "X".');
    await expect(run({ options: '{"case":"01"}' })).rejects.toThrow('solo mode (the Automa) is played with Case 00 only');
    await expect(run({}, 'gavel')).rejects.toThrow('gavel has no solo mode.');
    await expect(playCommand(registry, testIo([]), 'lawyer-up', { lang: 'en', seed: 'x', seat: 'D' })).rejects.toThrow('seat names are for --solo');
  });
});
