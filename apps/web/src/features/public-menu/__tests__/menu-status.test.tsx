import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { menuHoursOn } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { MenuStatus } from '../components/menu-status.tsx';

const ZONE = 'America/Toronto';
const lateNight = [{ day_of_week: 5, start_time: '22:00', end_time: '02:00' }];
// 2030-01-11 is a Friday; 20:00 UTC is 15:00 in Toronto, and Saturday 06:30 UTC is 01:30.
const FRIDAY = '2030-01-11T20:00:00.000Z';
const SATURDAY_NIGHT = '2030-01-12T06:30:00.000Z';

/** The badge and the hours line the public menu shows at `at`. */
function statusText(at: string, open: boolean) {
  const view = render(<MenuStatus open={open} hours={menuHoursOn(lateNight, at, ZONE)} />, {
    wrapper: TestProviders,
  });
  const lines = [...view.container.querySelectorAll('.mantine-Badge-label, p')].map(
    (element) => element.textContent,
  );
  view.unmount();
  return lines;
}

describe('public menu hours past midnight', () => {
  afterEach(() => changeLocale('en-CA'));

  it('shows the closing time with the next day, and the morning after on the next day', async () => {
    expect(statusText(FRIDAY, false)).toEqual(['Closed now', 'Today: 22:00–02:00 (next day)']);
    expect(statusText(SATURDAY_NIGHT, true)).toEqual(['Open now', 'Today: 00:00–02:00']);
    await changeLocale('fr-CA');
    expect(statusText(FRIDAY, false)[1]).toBe('Aujourd’hui\u00a0: 22:00 à 02:00 (le lendemain)');
  });
});
