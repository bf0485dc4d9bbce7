import { describe, expect, it } from 'vitest';
import { game } from '../scenario.js';
import { soloScenario } from './solo.js';

describe('Solo: the board', () => {
  it('names the Automa’s side, in English and French', () => {
    const s = soloScenario({ D: { deck: ['base-d-alibi'] } });
    expect(game.render(game.view(s, 0), 'en')).toMatch(/^Defense \(Automa\): objections 3\/3/m);
    expect(game.render(game.view(s, 0), 'en')).not.toMatch(/^Prosecution \(Automa\)/m);
    expect(game.render(game.view(s, 0), 'fr')).toMatch(/^Défense \(Automa\) : objections/m);
  });
});
