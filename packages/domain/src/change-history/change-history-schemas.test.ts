import { describe, expect, it } from 'vitest';
import { zodIssueMessage } from '../validation/zod-issues.ts';
import {
  CHANGE_HISTORY_RETENTION_DAYS,
  ZChangeHistoryQuery,
  defaultChangeHistoryRange,
} from './change-history-schemas.ts';

function messages(input: unknown, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const parsed = ZChangeHistoryQuery.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map(
    (issue) => `${issue.path.join('.')}: ${zodIssueMessage(issue, locale)}`,
  );
}

describe('change-history query', () => {
  it('accepts a range of up to the retention, with filters read from query text', () => {
    const parsed = ZChangeHistoryQuery.parse({
      from: '2025-03-01',
      to: '2025-03-31',
      entity: 'menu',
      entity_id: '12',
      limit: '20',
      cursor: '99',
    });
    expect(parsed).toMatchObject({ entity_id: 12, limit: 20, cursor: 99 });
    expect(CHANGE_HISTORY_RETENTION_DAYS).toBe(30);
  });

  it('refuses a missing, impossible, reversed or too long range', () => {
    expect(messages({ to: '2025-03-01' })).toHaveLength(1);
    expect(messages({ from: '2025-02-30', to: '2025-03-01' })).toEqual([
      "from: This value isn't valid.",
    ]);
    expect(messages({ from: '2025-03-10', to: '2025-03-09' })).toEqual([
      'to: must be 2025-03-10 or higher',
    ]);
    expect(messages({ from: '2025-03-01', to: '2025-04-01' })).toEqual([
      'to: The date range may cover at most 30 days.',
    ]);
    expect(messages({ from: '2025-03-01', to: '2025-04-01' }, 'fr-CA')).toEqual([
      'to: La période peut couvrir au plus 30 jours.',
    ]);
  });

  it('starts the screen on the last 7 days', () => {
    expect(defaultChangeHistoryRange('2025-03-02')).toEqual({
      from: '2025-02-24',
      to: '2025-03-02',
    });
  });
});
