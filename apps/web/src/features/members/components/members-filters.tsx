import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MembershipListQuery } from '@app/domain';

export type StatusFilter = MembershipListQuery['status'];

interface MembersFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}

/** Search by identifier, name or email, and which memberships to show. */
export function MembersFilters({ search, onSearch, status, onStatus }: MembersFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end">
      <TextInput
        flex={1}
        maw={420}
        label={t('members.search')}
        placeholder={t('members.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <SegmentedControl
        aria-label={t('members.fields.status')}
        value={status}
        onChange={(value) => onStatus(value)}
        data={[
          { value: 'all', label: t('members.filter.all') },
          { value: 'active', label: t('members.status.active') },
          { value: 'expired', label: t('members.status.expired') },
        ]}
      />
    </Group>
  );
}
