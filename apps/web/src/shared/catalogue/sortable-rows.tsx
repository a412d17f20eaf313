import type { CSSProperties, ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { moveInList } from '@app/domain';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type RowId = string | number;

interface SortableRowsProps<Id extends RowId> {
  ids: readonly Id[];
  /** The name of a row, for the announcements. */
  nameOf: (id: Id) => string;
  /** Called with every id in the new order after a row was dropped elsewhere. */
  onReorder: (ids: Id[], moved: { from: number; to: number }) => void;
  children: ReactNode;
}

/**
 * Drag-and-drop reordering of a vertical list (table rows or cards), by pointer or keyboard
 * (focus a row's handle, Space to pick it up, arrows to move, Space to drop, Escape to cancel),
 * with screen-reader instructions and announcements in the interface language. Rows use
 * `useSortableRow`.
 */
export function SortableRows<Id extends RowId>({
  ids,
  nameOf,
  onReorder,
  children,
}: SortableRowsProps<Id>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit hands back the ids it was given.
  const name = (id: UniqueIdentifier) => nameOf(id as Id);
  const position = (id: UniqueIdentifier) => ids.indexOf(id as Id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('catalogue.reorder.picked', { name: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('catalogue.reorder.over', { name: name(active.id), position: position(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('catalogue.reorder.dropped', { name: name(active.id), position: position(over.id) })
        : t('catalogue.reorder.cancelled', { name: name(active.id) }),
    onDragCancel: ({ active }) => t('catalogue.reorder.cancelled', { name: name(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id as Id);
    const to = ids.indexOf(over.id as Id);
    if (from < 0 || to < 0) return;
    onReorder(moveInList(ids, from, to), { from, to });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        // The instructions and the live region go to <body>: inside the list they would be
        // children a <ul> or <tbody> may not have.
        container: typeof document === 'undefined' ? undefined : document.body,
        announcements,
        screenReaderInstructions: { draggable: t('catalogue.reorder.instructions') },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A row of a `SortableRows` list: put `ref` and `style` on the row, `handle` on its grip. */
export function useSortableRow(id: RowId, disabled = false) {
  const sortable = useSortable({ id, disabled });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? 1 : undefined,
    opacity: sortable.isDragging ? 0.85 : undefined,
  };
  return {
    ref: sortable.setNodeRef,
    style,
    isDragging: sortable.isDragging,
    handle: {
      ref: sortable.setActivatorNodeRef,
      ...sortable.attributes,
      ...sortable.listeners,
    },
  };
}

/** The grip a row is dragged by; `label` says what it moves ("Move Sides"). */
export function DragHandle({
  label,
  handle,
  disabled,
}: {
  label: string;
  handle: ReturnType<typeof useSortableRow>['handle'];
  disabled?: boolean;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={label}
      disabled={disabled}
      style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
      {...handle}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
}
