import { useEffect, useState } from 'react';
import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import {
  canOpenScreen,
  searchResultPath,
  searchResultTypes,
  type Location,
  type SearchResult,
} from '@app/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '#i18n/use-locale.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { useActiveLocation } from '#shared/locations/active-location.ts';
import { contentLanguageOf, contentLanguagesOf } from '@app/domain';
import classes from './catalogue-search-box.module.css';
import { SEARCH_MIN_LENGTH, useMenuSearch } from './search-menus.ts';

const DEBOUNCE_MS = 300;

/** The shell's catalogue search, shown only to users who may open the menus screen. */
export function CatalogueSearchBox() {
  const session = useActiveSession();
  const location = useActiveLocation();
  if (!canOpenScreen('menus', { role: session.role, location })) return null;
  return <SearchBox location={location} />;
}

function resultKey(result: SearchResult): string {
  return `${result.type}:${result.id}`;
}

function SearchBox({ location }: { location: Location }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, DEBOUNCE_MS);
  const search = useMenuSearch(debounced);
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  const results = search.data ?? [];
  // New hits preselect the first one, so typing then Enter opens the best match.
  const { selectFirstOption } = combobox;
  useEffect(() => {
    if (search.data?.length) selectFirstOption();
  }, [search.data, selectFirstOption]);
  const byKey = new Map(results.map((result) => [resultKey(result), result]));
  const uiLanguage = contentLanguageOf(locale);
  const { primary } = contentLanguagesOf(location.locales);
  // Like `localizedName`: the secondary-language text when the UI speaks that language.
  const inUiLanguage = (own: string, localized: string | null) =>
    uiLanguage !== primary && localized && localized.trim() !== '' ? localized : own;
  const nameOf = (result: SearchResult) => inUiLanguage(result.name, result.localized_name);
  const active = term.trim().length >= SEARCH_MIN_LENGTH;
  const waiting = active && (term !== debounced || search.isFetching);

  const open = (key: string) => {
    const result = byKey.get(key);
    if (!result) return;
    combobox.closeDropdown();
    setTerm('');
    void navigate(searchResultPath(result));
  };

  const pathOf = (result: SearchResult) => {
    if (result.type === 'menu') return null;
    const menu = inUiLanguage(result.menu_name, result.localized_menu_name);
    if (result.type === 'section_item' && result.section_name) {
      return `${menu} › ${inUiLanguage(result.section_name, result.localized_section_name)}`;
    }
    return menu;
  };

  const groups = searchResultTypes
    .map((type) => ({ type, results: results.filter((result) => result.type === type) }))
    .filter((group) => group.results.length > 0);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={open}
      withinPortal
      position="bottom-start"
      width={420}
    >
      <Combobox.Target>
        <TextInput
          aria-label={t('catalogue.search.label')}
          placeholder={t('catalogue.search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            waiting ? <Loader size="xs" aria-label={t('catalogue.search.searching')} /> : null
          }
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setTerm('');
          }}
          w="100%"
          maw={420}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!active || search.data === undefined}>
        <Combobox.Options mah={420} style={{ overflowY: 'auto' }}>
          {groups.length === 0
            ? !waiting && (
                <Combobox.Empty>
                  {t('catalogue.search.noResults', { term: debounced.trim() })}
                </Combobox.Empty>
              )
            : groups.map((group) => (
                <Combobox.Group key={group.type} label={t(`catalogue.search.types.${group.type}`)}>
                  {group.results.map((result) => {
                    const path = pathOf(result);
                    return (
                      <Combobox.Option key={resultKey(result)} value={resultKey(result)}>
                        <Group gap="xs" wrap="nowrap" justify="space-between">
                          <div>
                            <Text size="sm">{nameOf(result)}</Text>
                            {path && (
                              <Text size="xs" className={classes.path}>
                                {path}
                              </Text>
                            )}
                          </div>
                          {!result.published && (
                            <Badge size="xs" color="gray" variant="light">
                              {t('catalogue.search.draft')}
                            </Badge>
                          )}
                        </Group>
                      </Combobox.Option>
                    );
                  })}
                </Combobox.Group>
              ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
