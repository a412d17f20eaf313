import { describe, expect, it } from 'vitest';
import { zodIssueMessage } from '../validation/zod-issues.ts';
import {
  isOverwriteConfirmed,
  overwriteWordFor,
  replicationConflicts,
  ZReplicateMenusRequest,
} from './menu-replication.ts';

describe('overwrite confirmation', () => {
  it('asks for OVERWRITE in English and ECRASER in French', () => {
    expect(overwriteWordFor('en-CA')).toBe('OVERWRITE');
    expect(overwriteWordFor('fr-CA')).toBe('ECRASER');
  });

  it('accepts either word exactly, spaces around ignored, and nothing else', () => {
    for (const word of ['OVERWRITE', 'ECRASER', '  ECRASER ']) {
      expect(isOverwriteConfirmed(word)).toBe(true);
    }
    for (const word of [undefined, null, '', 'overwrite', 'Ecraser', 'ÉCRASER', 'OVERWRITE!']) {
      expect(isOverwriteConfirmed(word)).toBe(false);
    }
  });
});

describe('replicationConflicts', () => {
  it('lists, per location, the menus a same name (any case) would overwrite', () => {
    const targets = [
      { id: 2, menus: [{ name: 'lunch ' }, { name: 'Breakfast' }] },
      { id: 3, menus: [{ name: 'Brunch' }] },
    ];
    expect(replicationConflicts(['Lunch', 'Dinner'], targets)).toEqual([
      { restaurantId: 2, names: ['lunch '] },
    ]);
    expect(replicationConflicts([], targets)).toEqual([]);
  });
});

describe('ZReplicateMenusRequest', () => {
  it('needs at least one menu and one location, with the spec message', () => {
    const result = ZReplicateMenusRequest.safeParse({ menus: [1], restaurantIds: [] });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => zodIssueMessage(issue, 'en-CA'));
    expect(messages).toEqual(['Please select at least one location']);
    const fr = ZReplicateMenusRequest.safeParse({ menus: [], restaurantIds: [2] });
    expect(fr.error!.issues.map((issue) => zodIssueMessage(issue, 'fr-CA'))).toEqual([
      'Veuillez sélectionner au moins un menu',
    ]);
  });

  it('defaults copyRotationalMenus to false', () => {
    expect(ZReplicateMenusRequest.parse({ menus: [1], restaurantIds: [2] })).toEqual({
      menus: [1],
      restaurantIds: [2],
      copyRotationalMenus: false,
    });
  });
});
