import { describe, expect, it } from 'vitest';
import { tribunal1920 } from '../src/index.js';
import { claim, scenario } from './scenario.js';

const { explain, lookup } = tribunal1920 as Required<typeof tribunal1920>;

describe('explain and lookup', () => {
  const s = scenario({ hands: [['weapon-MT', 'weapon-BN'], ['document-QN']] });
  const v = tribunal1920.view(s, 0);

  it("say what a claim asks and whether the seat's own hand proves it, in both languages", () => {
    expect(explain(claim('N'), v, 'en')).toBe('The north slot (N) asks 2 weapons. Your hand proves it.');
    expect(explain(claim('NW'), v, 'fr')).toBe("L'Emplacement nord-ouest (NO) demande 2 armes + 1 document. Votre main ne le prouve pas : un bluff.");
    expect(explain(claim('SE'), tribunal1920.view(s, 'spectator'), 'en')).toBe('The south-east slot (SE) asks 1 fingerprint + 2 eyewitnesses.');
    expect(explain(claim('BN'), v, 'en')).toBe('Brooklyn: 3 Brooklyn cards (2 for the owner of its investigator); Seek evidence: draw 2 cards now. Your hand does not prove it: a bluff.');
    expect(explain({ type: 'show', cards: ['weapon-MT', 'weapon-BN'] }, v, 'fr')).toBe('Montre et défausse arme (Manhattan), arme (Brooklyn), puis pioche 2 cartes.');
    expect(explain({ type: 'ok' }, v, 'en')).toBe(null);
  });

  it('find a card, a district or a slot by name in either language', () => {
    expect(lookup('arme manhattan', 'fr')).toBe('arme (Manhattan) : une carte Preuve.');
    expect(lookup('weapon-MT', 'en')).toBe('weapon (Manhattan): an Evidence card.');
    expect(lookup('queens', 'fr')).toContain('Verser un Pot-de-vin');
    expect(lookup('NO', 'fr')).toBe("L'Emplacement nord-ouest (NO) demande 2 armes + 1 document.");
    expect(lookup('temoin', 'fr')).toContain('témoin (Staten Island)');
    expect(lookup('unicorn', 'en')).toBe(null);
  });
});
