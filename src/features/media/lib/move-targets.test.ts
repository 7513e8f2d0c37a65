import { describe, expect, it } from 'vitest';
import type { Gallery } from '../api/media';
import { moveTargets } from './move-targets';

const gallery = (id: number, type: Gallery['type']): Gallery => ({
  id,
  providerId: 101,
  name: `Galerie ${id}`,
  type,
  mediaCount: 0,
  coverImagePath: null,
  isDefault: id === 1,
  createdAt: '2026-01-15T10:00:00Z',
});

const GALLERIES = [gallery(1, 'photo'), gallery(2, 'video'), gallery(3, 'photo'), gallery(4, 'reference')];

describe('moveTargets', () => {
  it('offers images the other photo and reference galleries, in list order', () => {
    expect(moveTargets(GALLERIES, 1, [{ type: 'image' }]).map((g) => g.id)).toEqual([3, 4]);
    expect(moveTargets(GALLERIES, 4, [{ type: 'image' }, { type: 'image' }]).map((g) => g.id)).toEqual([1, 3]);
  });

  it('offers videos only the other video galleries, and nothing when there is none', () => {
    expect(moveTargets(GALLERIES, 1, [{ type: 'video' }]).map((g) => g.id)).toEqual([2]);
    expect(moveTargets(GALLERIES, 2, [{ type: 'video' }])).toEqual([]);
  });

  it('offers only galleries that take every media of a mixed choice', () => {
    expect(moveTargets(GALLERIES, 3, [{ type: 'image' }, { type: 'video' }])).toEqual([]);
  });

  it('offers every other fitting gallery for no media (the choice is made later)', () => {
    expect(moveTargets([gallery(1, 'photo')], 1, [])).toEqual([]);
    expect(moveTargets(GALLERIES, 1, []).map((g) => g.id)).toEqual([2, 3, 4]);
  });
});
