import { describe, expect, it } from 'vitest';
import { clipName, nameAt } from '@docket/engine';

describe('people at the table', () => {
  it('call a seat by its person\'s name, else by the game\'s word', () => {
    const names = ['Ada', null, ''];
    expect(nameAt(names, 0, 'Player 1')).toBe('Ada');
    expect(nameAt(names, 1, 'Player 2')).toBe('Player 2');
    expect(nameAt(names, 2, 'Player 3')).toBe('Player 3');
    expect(nameAt(names, 5, 'Player 6')).toBe('Player 6');
    expect(nameAt(undefined, 0, 'Blue')).toBe('Blue');
    expect(nameAt(names, 'spectator', 'spectator')).toBe('spectator');
  });

  it('cut a long name between characters, an ellipsis marking the cut', () => {
    expect(clipName('Ada', 12)).toBe('Ada');
    expect(clipName('Bartholomew-Featherstonehaugh', 12)).toBe('Bartholomew…');
    expect(clipName('Bartholomew…', 12)).toBe('Bartholomew…');
    // An emoji is one character of two UTF-16 units: cut before it, never through it.
    expect(clipName('Cyril 🦉🦉', 7)).toBe('Cyril …');
    expect(clipName('🦉🦉🦉', 2)).toBe('🦉…');
    // A cut on code units would split the owl and leave a lone surrogate: the case above would fail.
    expect('🦉🦉🦉'.slice(0, 1)).not.toBe('🦉');
  });
});
