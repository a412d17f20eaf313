import { useState } from 'react';
import { Alert, Button, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MembershipListQuery } from '@app/domain';
import { useMemberships } from '../api/get-memberships.ts';
import { ExpireMembershipDialog } from '../components/expire-membership-dialog.tsx';
import { ImportMembersDialog } from '../components/import-members-dialog.tsx';
import { MembersFilters, type StatusFilter } from '../components/members-filters.tsx';
import { MembersTable } from '../components/members-table.tsx';
import { MembershipForm } from '../components/membership-form.tsx';
import { useMemberDialogs } from '../hooks/use-member-dialogs.tsx';

const PAGE_SIZE = 25;

/**
 * /settings/members (managers and above, `membership_program`): the memberships the checkout
 * reads — search, add, edit, expire, delete, and import a CSV.
 */
export function MembersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const query: MembershipListQuery = {
    search: debouncedSearch,
    status,
    sort: 'identifier',
    order: 'asc',
    page,
    page_size: PAGE_SIZE,
  };
  const members = useMemberships(query);
  const { dialog, setDialog, close, onAction } = useMemberDialogs();
  const pages = members.data ? Math.max(1, Math.ceil(members.data.total / PAGE_SIZE)) : 1;

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('members.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('members.intro')}
          </Text>
        </div>
        <Group>
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'import' })}
          >
            {t('members.import.open')}
          </Button>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ kind: 'form', member: null })}
          >
            {t('members.add')}
          </Button>
        </Group>
      </Group>
      <MembersFilters
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        status={status}
        onStatus={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {members.isError ? (
        <Alert color="red" role="alert">
          {members.error.message}
        </Alert>
      ) : !members.data ? (
        <Loader aria-label={t('app.loading')} />
      ) : members.data.items.length === 0 ? (
        <Text>
          {debouncedSearch || status !== 'all' ? t('members.noMatch') : t('members.empty')}
        </Text>
      ) : (
        <>
          <MembersTable members={members.data.items} onAction={onAction} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('members.count', { count: members.data.total })}
            </Text>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': t(`members.pages.${control}`),
                })}
              />
            )}
          </Group>
        </>
      )}
      {dialog?.kind === 'form' && <MembershipForm member={dialog.member} onClose={close} />}
      {dialog?.kind === 'expire' && (
        <ExpireMembershipDialog member={dialog.member} onClose={close} />
      )}
      {dialog?.kind === 'import' && <ImportMembersDialog onClose={close} />}
    </Stack>
  );
}
