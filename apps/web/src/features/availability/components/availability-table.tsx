import { Badge, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { dayOfWeekName, daysOfWeek, type MenuSummary } from '@app/domain';
import { IconClock, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#i18n/use-locale.ts';
import { intervalsByDay } from '#shared/catalogue/availability-week.ts';
import { hoursRangeText } from '#shared/catalogue/hours-range.ts';
import { localizedName } from '#shared/catalogue/content-languages.ts';
import { RowActionsMenu } from '#shared/catalogue/row-actions-menu.tsx';

interface AvailabilityTableProps {
  menus: MenuSummary[];
  onEdit: (menu: MenuSummary) => void;
  onCopy: (menu: MenuSummary) => void;
}

/**
 * The weekly overview: one row per menu, one column per day from Monday to Sunday, each cell
 * listing the day's opening intervals in 24-hour `HH:mm` ("22:00–02:00 (next day)" for hours that
 * run past midnight).
 */
export function AvailabilityTable({ menus, onEdit, onCopy }: AvailabilityTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover withColumnBorders verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('availability.table.menu')}</Table.Th>
            {daysOfWeek.map((day) => (
              <Table.Th key={day} tt="capitalize">
                <abbr title={dayOfWeekName(day, locale)} style={{ textDecoration: 'none' }}>
                  {dayOfWeekName(day, locale, 'short')}
                </abbr>
              </Table.Th>
            ))}
            <Table.Th w={48}>
              <VisuallyHidden>{t('actions.moreActions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {menus.map((menu) => {
            const name = localizedName(menu, locale);
            const week = intervalsByDay(menu.availability);
            return (
              <Table.Tr key={menu.id}>
                <Table.Th scope="row" fw={600}>
                  {name}
                  {!menu.published && (
                    <Badge ml="xs" size="xs" variant="light" color="gray">
                      {t('catalogue.draft')}
                    </Badge>
                  )}
                </Table.Th>
                {menu.availability.length === 0 ? (
                  <Table.Td colSpan={7}>
                    <Badge variant="light" color="orange">
                      {t('availability.table.noHours')}
                    </Badge>
                  </Table.Td>
                ) : (
                  daysOfWeek.map((day) => (
                    <Table.Td key={day}>
                      {week[day].length === 0 ? (
                        <Text size="sm" c="dimmed">
                          {t('availability.table.closed')}
                        </Text>
                      ) : (
                        <Stack gap={2}>
                          {week[day].map((interval) => (
                            <Text
                              key={interval.start}
                              size="sm"
                              ff="monospace"
                              style={{ whiteSpace: 'nowrap' }}
                            >
                              {hoursRangeText(t, interval.start, interval.end)}
                            </Text>
                          ))}
                        </Stack>
                      )}
                    </Table.Td>
                  ))
                )}
                <Table.Td>
                  <RowActionsMenu label={t('availability.table.actionsFor', { name })}>
                    <Menu.Item
                      leftSection={<IconClock size={16} aria-hidden />}
                      onClick={() => onEdit(menu)}
                    >
                      {t('availability.table.edit')}
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconCopy size={16} aria-hidden />}
                      disabled={menus.length < 2}
                      onClick={() => onCopy(menu)}
                    >
                      {t('availability.table.copy')}
                    </Menu.Item>
                  </RowActionsMenu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
