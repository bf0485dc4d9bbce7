import { describe, expect, it } from 'vitest';
import { lawyerUp } from '../src/index.js';

const problem = (o: unknown): string => {
  const r = lawyerUp.options.safeParse(o);
  if (r.success) throw new Error(`accepted ${JSON.stringify(o)}`);
  return r.error.issues.map((i) => i.message).join('; ');
};

describe('options', () => {
  it('refuse an unknown key, naming the known ones', () => {
    expect(problem({ cas: '01' })).toBe('unknown option "cas"; the options are case, strategy, prosecutionStrategy, defenseStrategy, judge, firstGameDeal, solo');
  });

  it('name the allowed values of an enum', () => {
    expect(problem({ case: '02' })).toBe('case must be one of "00", "01"');
    expect(problem({ judge: 'lenient' })).toBe('judge must be one of "unbiased", "evidential", "logical", "emotional", "reputation", "bureaucratic", "corruption"');
    expect(problem({ solo: 'X' })).toBe('solo must be one of "P", "D"');
  });

  it('still take every known key, with defaults', () => {
    expect(lawyerUp.options.parse({ case: '01', judge: 'logical' })).toEqual({ case: '01', judge: 'logical', firstGameDeal: false });
  });
});
