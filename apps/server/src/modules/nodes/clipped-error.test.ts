import { describe, expect, it } from 'vitest';
import { clippedError } from './nodes.repository.js';

describe('a node’s last error as stored (500 characters)', () => {
  it('keeps an error that fits whole', () => {
    const said = 'xray api 5.6.7.8:10085: No connection established. Last error: connect ECONNREFUSED 5.6.7.8:10085';
    expect(clippedError(said)).toBe(said);
  });
  it('cuts a longer one after its last whole sentence, never inside a word, and says it was cut', () => {
    const sentence = 'No connection established to the node API at this address. ';
    const said = sentence.repeat(12);
    const kept = clippedError(said);
    expect(kept.length).toBeLessThanOrEqual(500);
    expect(kept.endsWith('address.…')).toBe(true);
    const word = clippedError(`${'x'.repeat(300)} ${'abcdefgh '.repeat(40)}`);
    expect(word.length).toBeLessThanOrEqual(500);
    expect(word).toMatch(/abcdefgh…$/);
  });
});
