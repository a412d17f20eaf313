import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { changeLocale } from '#i18n/i18n.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { useFormatters } from '../use-formatters.ts';

describe('useFormatters', () => {
  it('formats money and dates in the interface language, following a switch', async () => {
    const instant = '2024-03-01T17:00:00Z';
    const { result } = renderHook(() => useFormatters('America/Toronto'), {
      wrapper: TestProviders,
    });
    expect(result.current.money(1250)).toBe('$12.50');
    expect(result.current.date(instant)).toBe('2024/03/01');

    await act(() => changeLocale('fr-CA'));
    expect(result.current.money(1250)).toBe('12,50\u00a0$');
    expect(result.current.date(instant)).toBe('01/03/2024');
  });
});
