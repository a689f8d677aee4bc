import { describe, expect, it } from 'vitest';
import { visibleMenus } from './visible-menus';

describe('visibleMenus', () => {
  const reachable = (path: string) => path !== '/closed';
  it('keeps reachable leaves and the groups that still hold one', () => {
    expect(
      visibleMenus(
        [
          { id: 'a', name: 'A', path: '/a' },
          { id: 'b', name: 'B', path: '/closed' },
          { id: 'g', name: 'G', children: [{ id: 'c', name: 'C', path: '/closed' }] },
          {
            id: 'h',
            name: 'H',
            children: [
              { id: 'd', name: 'D', path: '/d' },
              { id: 'e', name: 'E', path: '/closed' },
            ],
          },
          { id: 'x', name: 'X' },
        ],
        reachable,
      ),
    ).toEqual([
      { id: 'a', name: 'A', path: '/a' },
      { id: 'h', name: 'H', children: [{ id: 'd', name: 'D', path: '/d' }] },
    ]);
  });
});
