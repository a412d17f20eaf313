import type { ReportGroupedItem } from '@app/domain';

export interface StationGroup {
  key: string;
  station: string | null;
  items: ReportGroupedItem[];
}

export interface DayGroup {
  date: string;
  stations: StationGroup[];
}

/**
 * The grouped items per day, then per station, in the API's order (day, the sections' order,
 * item): the production view and its printout read the same grouping.
 */
export function groupProduction(items: readonly ReportGroupedItem[]): DayGroup[] {
  const days: DayGroup[] = [];
  for (const item of items) {
    let day = days.at(-1);
    if (day?.date !== item.date) {
      day = { date: item.date, stations: [] };
      days.push(day);
    }
    const key = `${item.station_id ?? 'none'}`;
    let station = day.stations.find((group) => group.key === key);
    if (!station) {
      station = { key, station: item.station, items: [] };
      day.stations.push(station);
    }
    station.items.push(item);
  }
  return days;
}
