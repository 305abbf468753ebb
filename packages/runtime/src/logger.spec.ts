import { describe, expect, it } from '@jest/globals';
import { errorForLog } from './logger.js';

describe('errorForLog', () => {
  it('gives the stack the first time an error is seen in a minute, its name and message alone after that', () => {
    const t0 = 1_000_000_000;
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    expect(errorForLog(refused, t0)).toEqual({ err: refused });
    const again = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    expect(errorForLog(again, t0 + 1_000)).toEqual({ error: 'Error: connect ECONNREFUSED 127.0.0.1:5432' });
    expect(errorForLog(again, t0 + 59_999)).toEqual({ error: 'Error: connect ECONNREFUSED 127.0.0.1:5432' });
    // Another error has its own minute; the first one's stack comes again once its minute is over.
    const other = new TypeError('x is not a function');
    expect(errorForLog(other, t0 + 2_000)).toEqual({ err: other });
    expect(errorForLog(again, t0 + 60_000)).toEqual({ err: again });
  });
});
