import { ActionIcon, Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canManageMember, type Location, type Role, type TeamMember } from '@app/domain';
import type { TeamMemberAction } from '../api/team-member-actions.ts';

const statusColours = { invited: 'yellow', active: 'green', deactivated: 'gray' } as const;

interface TeamTableProps {
  members: TeamMember[];
  locations: Location[];
  actor: { id: number; role: Role };
  onEdit: (member: TeamMember) => void;
  onAction: (member: TeamMember, action: TeamMemberAction) => void;
}

/** The location's accounts: who, role, locations, status; actions only where the actor may act. */
export function TeamTable({ members, locations, actor, onEdit, onAction }: TeamTableProps) {
  const { t } = useTranslation();
  const nameOf = (id: number) => locations.find((location) => location.id === id)?.name ?? `#${id}`;

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label={t('team.title')} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('team.fields.name')}</Table.Th>
            <Table.Th>{t('team.fields.role')}</Table.Th>
            <Table.Th>{t('team.fields.locations')}</Table.Th>
            <Table.Th>{t('team.fields.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('team.fields.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const label = member.name || member.email;
            const manageable = canManageMember(actor.role, member.role);
            const self = member.id === actor.id;
            return (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Text fw={500}>{member.name}</Text>
                  <Text size="sm" c="dimmed">
                    {member.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {t(`team.roles.${member.role}`)}
                  {member.has_pin && (
                    <Badge ml="xs" variant="outline" color="gray" size="sm">
                      {t('team.pinBadge')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{member.restaurantIds.map(nameOf).join(', ')}</Table.Td>
                <Table.Td miw={130}>
                  <Badge color={statusColours[member.status]} variant="light">
                    {t(`team.status.${member.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {manageable && (
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('team.edit', { name: label })}
                        onClick={() => onEdit(member)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      {member.status === 'invited' && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          aria-label={t('team.resendFor', { name: label })}
                          onClick={() => onAction(member, 'resend-invitation')}
                        >
                          {t('team.resend')}
                        </Button>
                      )}
                      {!self && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color={member.status === 'deactivated' ? undefined : 'red'}
                          aria-label={t(
                            member.status === 'deactivated'
                              ? 'team.reactivateFor'
                              : 'team.deactivateFor',
                            { name: label },
                          )}
                          onClick={() =>
                            onAction(
                              member,
                              member.status === 'deactivated' ? 'reactivate' : 'deactivate',
                            )
                          }
                        >
                          {t(
                            member.status === 'deactivated' ? 'team.reactivate' : 'team.deactivate',
                          )}
                        </Button>
                      )}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
