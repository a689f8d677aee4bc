import { describe, expect, it } from 'vitest';
import { movedOrder } from './menu-settings-calls';

describe('movedOrder', () => {
  it('swaps an entry with its neighbour', () => {
    expect(movedOrder(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
  });

  it('cannot move past either end or move an unknown entry', () => {
    expect(movedOrder(['a', 'b'], 'a', -1)).toBeNull();
    expect(movedOrder(['a', 'b'], 'b', 1)).toBeNull();
    expect(movedOrder(['a', 'b'], 'x', 1)).toBeNull();
  });
});
