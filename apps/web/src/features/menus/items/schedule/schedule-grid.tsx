import { memo, useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Box, Text } from '@mantine/core';
import {
  SLOTS_PER_DAY,
  daysOfWeek,
  slotStartTime,
  type DayOfWeek,
  type PriceSchedule,
} from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { dayLabel } from './day-label.ts';
import { codeColour } from './schedule-codes.ts';

/** A rectangle of the grid: days 1–7 and slots 0–95, corners in drag order. */
export interface ScheduleCorners {
  fromDay: number;
  toDay: number;
  fromSlot: number;
  toSlot: number;
}

interface ScheduleGridProps {
  schedule: PriceSchedule;
  /** The code a drag paints with. */
  brush: string;
  onPaint: (corners: ScheduleCorners) => void;
  /** Accessible name of the grid. */
  label: string;
  /** Id of the text explaining how to use the grid (and its keyboard alternative). */
  describedBy?: string;
}

const SLOT_HOURS_PER_LABEL = 2;
const SLOTS_PER_LABEL = SLOT_HOURS_PER_LABEL * 4;
const CELL_HEIGHT = 26;
const GRID_COLUMNS = `100px repeat(${SLOTS_PER_DAY}, minmax(6px, 1fr))`;
const SLOTS = Array.from({ length: SLOTS_PER_DAY }, (_, slot) => slot);

function cellAt(event: PointerEvent<HTMLElement>): { day: number; slot: number } | null {
  const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-slot]');
  if (!cell) return null;
  return { day: Number(cell.dataset.day), slot: Number(cell.dataset.slot) };
}

function within(value: number, a: number, b: number): boolean {
  return value >= Math.min(a, b) && value <= Math.max(a, b);
}

/**
 * The week's price schedule as 7 rows of 96 quarter-hour cells, painted by pressing and
 * dragging a rectangle with the chosen brush (mouse, pen or touch). Cells are plain elements
 * read through one set of pointer handlers; only the rows a drag touches re-render. The
 * keyboard alternative is the range form next to it.
 */
export function ScheduleGrid({ schedule, brush, onPaint, label, describedBy }: ScheduleGridProps) {
  const locale = useLocale();
  const [drag, setDrag] = useState<ScheduleCorners | null>(null);
  const dragRef = useRef<ScheduleCorners | null>(null);
  const dragging = drag !== null;

  const show = (next: ScheduleCorners | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  const finish = useCallback(() => {
    const corners = dragRef.current;
    dragRef.current = null;
    setDrag(null);
    if (corners) onPaint(corners);
  }, [onPaint]);

  // A drag may end anywhere on the page (released outside the grid): it still paints.
  useEffect(() => {
    if (!dragging) return;
    const cancel = () => {
      dragRef.current = null;
      setDrag(null);
    };
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', cancel);
    };
  }, [dragging, finish]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const cell = cellAt(event);
    if (!cell) return;
    event.preventDefault();
    // Touch captures the pointer on the first cell; release it so moves report the cell under
    // the finger.
    const target = event.target as HTMLElement;
    if (target.hasPointerCapture?.(event.pointerId)) target.releasePointerCapture(event.pointerId);
    show({ fromDay: cell.day, toDay: cell.day, fromSlot: cell.slot, toSlot: cell.slot });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = dragRef.current;
    if (!current) return;
    const cell = cellAt(event);
    if (!cell || (cell.day === current.toDay && cell.slot === current.toSlot)) return;
    show({ ...current, toDay: cell.day, toSlot: cell.slot });
  };

  return (
    <Box
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerOver={onPointerMove}
      onPointerUp={finish}
      style={{
        display: 'grid',
        gridTemplateColumns: GRID_COLUMNS,
        userSelect: 'none',
        touchAction: 'none',
        cursor: 'crosshair',
        minWidth: 700,
      }}
    >
      <div />
      {Array.from({ length: SLOTS_PER_DAY / SLOTS_PER_LABEL }, (_, index) => (
        <Text
          key={index}
          size="xs"
          c="dimmed"
          style={{ gridColumn: `span ${SLOTS_PER_LABEL}`, borderLeft: '1px solid #adb5bd' }}
          pl={2}
          aria-hidden
        >
          {slotStartTime(index * SLOTS_PER_LABEL)}
        </Text>
      ))}
      {daysOfWeek.map((day) => (
        <DayRow
          key={day}
          day={day}
          label={dayLabel(day, locale)}
          codes={schedule[day - 1] ?? ''}
          preview={
            drag && within(day, drag.fromDay, drag.toDay)
              ? {
                  from: Math.min(drag.fromSlot, drag.toSlot),
                  to: Math.max(drag.fromSlot, drag.toSlot),
                  code: brush,
                }
              : null
          }
        />
      ))}
    </Box>
  );
}

interface DayRowProps {
  day: DayOfWeek;
  label: string;
  codes: string;
  /** Slots being painted by the current drag. */
  preview: { from: number; to: number; code: string } | null;
}

const DayRow = memo(
  function DayRow({ day, label, codes, preview }: DayRowProps) {
    return (
      <>
        <Text size="sm" pr="xs" truncate style={{ lineHeight: `${CELL_HEIGHT}px` }}>
          {label}
        </Text>
        {SLOTS.map((slot) => {
          const painting = preview !== null && slot >= preview.from && slot <= preview.to;
          const code = painting ? preview.code : (codes[slot] ?? '-');
          return (
            <div
              key={slot}
              data-day={day}
              data-slot={slot}
              data-code={codes[slot]}
              style={{
                height: CELL_HEIGHT,
                background: codeColour(code),
                borderLeft: slot % 4 === 0 ? '1px solid #868e96' : '1px solid #ffffff66',
                borderBottom: '1px solid #fff',
                outline: painting ? '1px solid #212529' : undefined,
              }}
            />
          );
        })}
      </>
    );
  },
  (before, after) =>
    before.codes === after.codes &&
    before.label === after.label &&
    before.preview?.from === after.preview?.from &&
    before.preview?.to === after.preview?.to &&
    before.preview?.code === after.preview?.code,
);
