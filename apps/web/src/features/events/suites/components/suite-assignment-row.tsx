import { ActionIcon, Anchor, Checkbox, Group, Table } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconTrash } from '@tabler/icons-react';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CateringNamed, EventSuite } from '@app/domain';
import type { SuiteChoices } from '../api/suite-choices.ts';
import { SuiteDetailFields, SuiteMainFields } from './suite-fields.tsx';
import { SuiteStatusBadge } from './suite-status-badges.tsx';
import { useEventAccess } from '#shared/session/use-event-access.ts';

interface SuiteAssignmentRowProps {
  index: number;
  suite: CateringNamed;
  /** The suite on the event, if it is. */
  assigned: EventSuite | undefined;
  eventId: number;
  control: Control<FieldValues>;
  choices: SuiteChoices;
  expanded: boolean;
  onToggle: () => void;
  onTick: () => void;
  onRemove: (suite: EventSuite) => void;
}

/**
 * One suite of the location in the bulk form: ticked to be saved on the event (a suite already on
 * it always is, and has a bin to take it off), its owner, menus and guests, and on demand a
 * second row with its equipment and notes.
 */
export function SuiteAssignmentRow(props: SuiteAssignmentRowProps) {
  const { t } = useTranslation();
  const canManage = useEventAccess('manage');
  const { index, suite, assigned, control, choices, expanded } = props;
  const prefix = `rows.${index}.`;
  const name = suite.name;
  const Chevron = expanded ? IconChevronUp : IconChevronDown;
  return (
    <>
      <Table.Tr>
        <Table.Td>
          {assigned ? (
            <Checkbox checked disabled aria-label={t('eventSuites.assigned', { suite: name })} />
          ) : (
            <Controller
              control={control}
              name={`${prefix}checked`}
              render={({ field }) => (
                <Checkbox
                  checked={field.value as boolean}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  aria-label={t('eventSuites.assign', { suite: name })}
                />
              )}
            />
          )}
        </Table.Td>
        <Table.Th scope="row">
          {assigned ? (
            <Anchor
              component={Link}
              to={`/events/${props.eventId}/suites/${assigned.id}`}
              aria-label={t('eventSuites.openSettings', { suite: name })}
            >
              {name}
            </Anchor>
          ) : (
            name
          )}
        </Table.Th>
        <SuiteMainFields
          control={control}
          prefix={prefix}
          choices={choices}
          suiteName={name}
          onEdited={props.onTick}
          wrap={(field, key) => <Table.Td key={key}>{field}</Table.Td>}
        />
        <Table.Td>{assigned && <SuiteStatusBadge status={assigned.status} />}</Table.Td>
        <Table.Td>
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <ActionIcon
              variant="subtle"
              aria-label={t('eventSuites.details', { suite: name })}
              aria-expanded={expanded}
              onClick={props.onToggle}
            >
              <Chevron size={16} aria-hidden />
            </ActionIcon>
            {assigned && canManage && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('eventSuites.remove', { suite: name })}
                onClick={() => props.onRemove(assigned)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr>
          <Table.Td />
          <Table.Td colSpan={6}>
            <SuiteDetailFields
              control={control}
              prefix={prefix}
              choices={choices}
              onEdited={props.onTick}
            />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
