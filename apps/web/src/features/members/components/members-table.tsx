import { ActionIcon, Badge, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconClockOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contentLanguageOf, textIn, type MembershipEntry } from '@app/domain';
import { useLocale } from '#i18n/use-locale.ts';
import { useFormatters } from '#shared/hooks/use-formatters.ts';

export type MemberAction = 'edit' | 'expire' | 'delete';

interface MembersTableProps {
  members: MembershipEntry[];
  onAction: (action: MemberAction, member: MembershipEntry) => void;
}

/** One page of memberships: identifier, name, type, promotions, expiry, status and actions. */
export function MembersTable({ members, onAction }: MembersTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { calendarDate } = useFormatters();
  const promotionsOf = (member: MembershipEntry) =>
    member.promos
      .map(
        (promo) =>
          `${textIn(promo.name, promo.localization, 'name', contentLanguageOf(locale))} (${promo.value})`,
      )
      .join(', ');

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label={t('members.tableLabel')} striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('members.fields.identifier')}</Table.Th>
            <Table.Th>{t('members.fields.name')}</Table.Th>
            <Table.Th>{t('members.fields.type')}</Table.Th>
            <Table.Th>{t('members.fields.promotions')}</Table.Th>
            <Table.Th>{t('members.fields.expiresOn')}</Table.Th>
            <Table.Th>{t('members.fields.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('members.fields.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td fw={500}>{member.identifier}</Table.Td>
              <Table.Td>
                <Text size="sm">{member.name}</Text>
                {member.email && (
                  <Text size="xs" c="dimmed">
                    {member.email}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{member.type}</Table.Td>
              <Table.Td>{promotionsOf(member)}</Table.Td>
              <Table.Td>
                {member.expires_on ? calendarDate(member.expires_on) : t('members.noExpiry')}
              </Table.Td>
              <Table.Td>
                <Badge color={member.status === 'active' ? 'green' : 'gray'} variant="light">
                  {t(`members.status.${member.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <MemberActions member={member} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MemberActions({
  member,
  onAction,
}: {
  member: MembershipEntry;
  onAction: MembersTableProps['onAction'];
}) {
  const { t } = useTranslation();
  const identifier = member.identifier;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('members.actions.edit', { identifier })}>
        <ActionIcon
          variant="subtle"
          aria-label={t('members.actions.edit', { identifier })}
          onClick={() => onAction('edit', member)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {member.status === 'active' && (
        <Tooltip label={t('members.actions.expire', { identifier })}>
          <ActionIcon
            variant="subtle"
            color="orange"
            aria-label={t('members.actions.expire', { identifier })}
            onClick={() => onAction('expire', member)}
          >
            <IconClockOff size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('members.actions.delete', { identifier })}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('members.actions.delete', { identifier })}
          onClick={() => onAction('delete', member)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
