import { eventsFor, LOCALES, Rng, type Viewer } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { GRID_SLOTS, STANDARD_GRID, tribunal1920, type TribunalAction, type TribunalEvent, type TribunalState } from '../src/index.js';
import { OBJECT, OK, claim, play, scenario } from './scenario.js';

const VIEWERS: readonly Viewer[] = [0, 1, 'spectator'];

function expectResampleLaw(s: TribunalState, seed: string): void {
  for (const p of VIEWERS) {
    const v = tribunal1920.view(s, p);
    const world = tribunal1920.resample(v, Rng.seeded(`${seed}/${String(p)}`));
    expect(tribunal1920.view(world, p)).toEqual(v);
  }
}

/** Random play from a seed, keeping every state and every event. */
function randomGame(seed: string): { states: TribunalState[]; events: TribunalEvent[] } {
  const rng = Rng.seeded(seed);
  let s = tribunal1920.setup(2, tribunal1920.options.parse({}), seed);
  const states = [s];
  const events: TribunalEvent[] = [];
  for (let seats = tribunal1920.toAct(s); seats.length > 0; seats = tribunal1920.toAct(s)) {
    const seat = seats[0] as number;
    const step = tribunal1920.applyLegal(s, seat, rng.pick(tribunal1920.legalActions(s, seat)));
    s = step.state;
    states.push(s);
    events.push(...step.events);
  }
  return { states, events };
}

describe('view', () => {
  const s = scenario({ hands: [['weapon-MT', 'weapon-BN'], ['document-QN']], deck: ['eyewitness-SI'] });

  it('shows a seat its own hand and only the count of the other hand and the deck', () => {
    const v = tribunal1920.view(s, 1);
    expect(v.viewer).toBe(1);
    expect(v.hand).toEqual(['document-QN']);
    expect(v.handCounts).toEqual([2, 1]);
    expect(v.deckCount).toBe(1);
    expect(v.discard).toHaveLength(16);
    const text = JSON.stringify(v);
    for (const secret of ['weapon-MT', 'weapon-BN', 'eyewitness-SI']) expect(text).not.toContain(secret);
    expect(v).not.toHaveProperty('rng');
    expect(v).not.toHaveProperty('deck');
  });

  it('shows a spectator no hand', () => {
    const v = tribunal1920.view(s, 'spectator');
    expect(v.hand).toBe(null);
    expect(JSON.stringify(v)).not.toContain('document-QN');
  });

  it('is a new object: changing it leaves the state alone', () => {
    const v = tribunal1920.view(s, 0);
    v.hand?.push('eyewitness-SI');
    v.grid[0] = 1;
    expect(s.hands[0]).toEqual(['weapon-MT', 'weapon-BN']);
    expect(s.grid[0]).toBe(null);
  });

  it('makes the pending claim public, but not its truth', () => {
    const claimed = play(s, [0, claim('N')]).state;
    expect(tribunal1920.view(claimed, 1).pending).toEqual({ step: 'answer', seat: 1, slot: 'N' });
  });

  it('opens every hand once the match is over', () => {
    const over = play(
      scenario({ hands: [['weapon-MT', 'weapon-BN'], ['eyewitness-SI']], grid: { NW: 0, NE: 0 }, hearings: [2, 0] }),
      [0, claim('N')],
      [1, OK],
    ).state;
    expect(tribunal1920.view(over, 'spectator').openHands).toEqual([['weapon-MT', 'weapon-BN'], ['eyewitness-SI']]);
    expect(tribunal1920.view(s, 'spectator').openHands).toBe(null);
    expectResampleLaw(over, 'over');
  });
});

describe('resample', () => {
  it('satisfies the view/resample law along random games', () => {
    for (let g = 0; g < 5; g++) {
      const { states } = randomGame(`law-${g}`);
      states.forEach((st, i) => expectResampleLaw(st, `law-${g}-${i}`));
    }
  });

  it('deals different worlds from different generators', () => {
    const v = tribunal1920.view(tribunal1920.setup(2, tribunal1920.options.parse({ firstPlayer: 0 }), 'w'), 0);
    const worlds = new Set(Array.from({ length: 10 }, (_, i) => JSON.stringify(tribunal1920.resample(v, Rng.seeded(`r${i}`)).hands[1])));
    expect(worlds.size).toBeGreaterThan(1);
  });

  it('deals an objected claimant hands that prove the claim and hands that do not: the view says neither', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN', 'weapon-QN'], ['eyewitness-SI']] });
    const proving = play(s, [0, claim('N')], [1, OBJECT]).state;
    for (const p of [1, 'spectator'] as const) {
      const answers = new Set<string>();
      for (let i = 0; i < 40; i++) {
        const world = tribunal1920.resample(tribunal1920.view(proving, p), Rng.seeded(`prove-${i}`));
        expect(tribunal1920.view(world, p)).toEqual(tribunal1920.view(proving, p));
        answers.add(tribunal1920.legalActions(world, 0)[0]!.type);
      }
      expect(answers).toEqual(new Set(['show', 'confess']));
    }
  });
});

describe('events', () => {
  it('tells the drawer its card and the other seat only that a draw happened', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN'], []] });
    const { events } = play(s, [0, claim('N')], [1, OK]);
    expect(events).toContainEqual({ type: 'draw', audience: [1], seat: 1, cards: ['fingerprint-MT'] });
    expect(events).toContainEqual({ type: 'draw-hidden', audience: { except: [1] }, seat: 1, count: 1 });
  });

  it("tell only the claimant whether its claim is a bluff, never the opponent", () => {
    const s = scenario({ hands: [['fingerprint-MT'], ['document-QN']] });
    const { events } = play(s, [0, claim('N')], [1, OK]);
    const truth: TribunalEvent = { type: 'claim-truth', audience: [0], seat: 0, slot: 'N', bluff: true };
    expect(events).toContainEqual(truth);
    expect(eventsFor(events, 0)).toContainEqual(truth);
    for (const viewer of [1, 'spectator'] as const) {
      expect(eventsFor(events, viewer).some((e) => e.type === 'claim-truth')).toBe(false);
    }
    const honest = play(scenario({ hands: [['weapon-MT', 'weapon-BN'], []] }), [0, claim('N')]).events;
    expect(honest).toContainEqual({ ...truth, bluff: false });
    expect(tribunal1920.describeEvent(truth, 'en')).toBe('Blue claims the north slot (N) without the cards: a bluff.');
    expect(tribunal1920.describeEvent({ ...truth, bluff: false }, 'fr')).toBe("Bleu a les cartes pour l'Emplacement nord (N).");
  });

  it('are all described, in both languages', () => {
    const { events } = randomGame('describe');
    const kinds = new Set(events.map((e) => e.type));
    expect(kinds.size).toBeGreaterThan(10);
    for (const e of events) {
      for (const locale of LOCALES) {
        const line = tribunal1920.describeEvent(e, locale);
        expect(line).not.toBe(e.type);
        expect(line).not.toContain('undefined');
      }
    }
  });
});

describe('text', () => {
  const actions: TribunalAction[] = [
    { type: 'claim', slot: 'NW' },
    { type: 'claim', slot: 'QN' },
    { type: 'pass' },
    { type: 'ok' },
    { type: 'object' },
    { type: 'show', cards: ['weapon-MT', 'weapon-BN'] },
    { type: 'confess' },
    { type: 'place', slot: 'SI' },
    { type: 'bribe', slot: 'C' },
    { type: 'move', from: 'NW', to: 'SE' },
    { type: 'erase', slot: 'E' },
    { type: 'discard', card: 'eyewitness-BX' },
    { type: 'investigate', district: 'BN' },
  ];

  it('describes every action in English and French', () => {
    expect(tribunal1920.describe({ type: 'object' }, 'fr')).toBe('Objection !');
    expect(tribunal1920.describe({ type: 'claim', slot: 'QN' }, 'fr')).toBe('Plaidoirie sur Queens (Verser un Pot-de-vin)');
    expect(tribunal1920.describe({ type: 'investigate', district: 'BN' }, 'fr')).toContain('Enquêteur');
    for (const a of actions) {
      for (const locale of LOCALES) expect(tribunal1920.describe(a, locale).length).toBeGreaterThan(1);
    }
  });

  it('describes the outcome', () => {
    const o = { winners: [1], payoff: [0, 1], scores: [1, 3], reason: 'three-hearings' };
    expect(tribunal1920.describeOutcome(o, 'en')).toBe('Orange wins the trial, 3–1 in hearings.');
    expect(tribunal1920.describeOutcome(o, 'fr')).toBe('Orange gagne le procès, 3–1 en Audiences.');
  });

  it('renders the table in at most 80 columns, in both languages', () => {
    const s = scenario({
      hands: [['weapon-MT', 'weapon-BN'], ['document-QN']],
      grid: { NW: 0, C: 1 },
      districts: { MT: 1 },
      investigators: { BX: 0 },
      bribe: 'SE',
      discard: [],
    });
    for (const { state } of [play(s), ...randomGame('render').states.slice(0, 60).map((st) => ({ state: st }))]) {
      for (const p of VIEWERS) {
        for (const locale of LOCALES) {
          const picture = tribunal1920.render(tribunal1920.view(state, p), locale);
          for (const line of picture.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
        }
      }
    }
    const picture = tribunal1920.render(tribunal1920.view(s, 0), 'en');
    expect(picture).toContain('| NW WWD  |');
    expect(picture).toContain('C  FWDE');
    expect(picture).toContain('1 MT [O]');
    expect(picture).toContain('4 BX [ ] inv:B Turn the tables');
    expect(picture).toContain('Your hand (2): W-MT W-BN');
    expect(picture).toContain('$');
    expect(tribunal1920.render(tribunal1920.view(s, 0), 'fr')).toContain('Audience 1');
  });

  it('fits any screen it is given, the board first, in few rows on small screens', () => {
    const states = [scenario({ hands: [['weapon-MT', 'weapon-BN'], ['document-QN']], grid: { NW: 0, C: 1 }, bribe: 'SE' })];
    states.push(...randomGame('screens').states.filter((_, i) => i % 7 === 0));
    const screens = [{ columns: 100, rows: 30 }, { columns: 140, rows: 45 }, { columns: 60, rows: 24 }, { columns: 40, rows: 15 }];
    for (const state of states) {
      for (const p of VIEWERS) {
        for (const locale of LOCALES) {
          for (const screen of screens) {
            const lines = tribunal1920.render(tribunal1920.view(state, p), locale, screen).split('\n');
            for (const line of lines) expect(line.length).toBeLessThanOrEqual(screen.columns);
            if (screen.columns >= 100) expect(lines.length).toBeLessThanOrEqual(12);
            // The board comes first: the grid's top row right under the header (1 to 3 lines).
            expect(lines.findIndex((l) => /^(NW|NO) /.test(l))).toBeGreaterThan(0);
            expect(lines.findIndex((l) => /^(NW|NO) /.test(l))).toBeLessThanOrEqual(3);
          }
        }
      }
    }
    const small = tribunal1920.render(tribunal1920.view(states[0]!, 0), 'en', { columns: 100, rows: 30 }).split('\n');
    expect(small[1]).toBe('NW WWD  B | N  WW   . | NE FFW  .   1 MT [ ]       Tip the scales');
  });

  it('uses the letters of the current language and its plural rules', () => {
    const s = scenario({ hands: [['weapon-MT'], []], grid: { W: 1 }, investigators: { BN: 0 } });
    const fr = tribunal1920.render(tribunal1920.view(s, 0), 'fr');
    expect(fr).toContain('E empreinte  A arme  D document  T témoin');
    expect(fr).toContain('Votre main (1) : A-MT');
    expect(fr).toContain('| NO AAD  |');
    expect(fr).toContain('Bleu : 7 Plaidoiries, 1 Enquêteur en réserve, 1 carte en main');
    expect(fr).toContain('Orange : 6 Plaidoiries, 2 Enquêteurs en réserve, 0 carte en main');
    for (const english of ['F empreinte', 'W arme', 'E témoin', 'W-MT', '| NW ', '(s)']) expect(fr).not.toContain(english);
    const en = tribunal1920.render(tribunal1920.view(s, 0), 'en');
    expect(en).toContain('Blue: 7 plea pawns, 1 investigator left, 1 card in hand');
    expect(en).toContain('Orange: 6 plea pawns, 2 investigators left, 0 cards in hand');
    expect(en).not.toContain('(s)');
    expect(tribunal1920.describeEvent({ type: 'draw-hidden', audience: 'all', seat: 1, count: 1 }, 'en')).toBe('Orange draws 1 card.');
    expect(tribunal1920.describeEvent({ type: 'draw-hidden', audience: 'all', seat: 1, count: 2 }, 'fr')).toBe('Orange pioche 2 cartes.');
    expect(tribunal1920.describe({ type: 'move', from: 'NW', to: 'SW' }, 'fr')).toBe('Déplacer le pion de NO vers SO');
  });
});

describe('options', () => {
  it('default to a random first player on the standard grid', () => {
    expect(tribunal1920.options.parse({})).toEqual({ firstPlayer: 'random' });
    expect(tribunal1920.setup(2, tribunal1920.options.parse({}), 'g').requirements).toEqual(STANDARD_GRID);
  });

  it('accept a house grid and reject a malformed one', () => {
    const grid = GRID_SLOTS.map(() => ['document', 'eyewitness']);
    const parsed = tribunal1920.options.parse({ grid });
    expect(tribunal1920.setup(2, parsed, 'g').requirements).toEqual(grid);
    expect(tribunal1920.options.safeParse({ grid: grid.slice(1) }).success).toBe(false);
    expect(tribunal1920.options.safeParse({ grid: [['knife'], ...grid.slice(1)] }).success).toBe(false);
    expect(tribunal1920.options.safeParse({ grid: [[], ...grid.slice(1)] }).success).toBe(false);
    expect(tribunal1920.options.safeParse({ grid: [['weapon', 'weapon', 'weapon', 'weapon', 'weapon'], ...grid.slice(1)] }).success).toBe(false);
    expect(tribunal1920.options.safeParse({ firstPlayer: 2 }).success).toBe(false);
  });

  it('refuse an unknown key naming the allowed ones, and list the allowed values of an enum', () => {
    const unknown = tribunal1920.options.safeParse({ firstPlayr: 0 });
    expect(unknown.error?.issues.map((i) => i.message)).toEqual(['Unknown option "firstPlayr"; the options are firstPlayer, grid.']);
    const first = tribunal1920.options.safeParse({ firstPlayer: 2 });
    expect(first.error?.issues.map((i) => i.message)).toEqual(['firstPlayer is one of "random", 0, 1.']);
    const symbol = tribunal1920.options.safeParse({ grid: [['knife'], ...GRID_SLOTS.slice(1).map(() => ['weapon'])] });
    expect(symbol.error?.issues[0]?.message).toContain('"fingerprint"|"weapon"|"document"|"eyewitness"');
  });
});
