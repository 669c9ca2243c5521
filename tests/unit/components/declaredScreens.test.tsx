import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  AutocompleteInput,
  NullableBooleanInput,
  RecordContextProvider,
  ReferenceInput,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  testDataProvider,
  type RaRecord,
  type TranslationMessages,
} from 'react-admin';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../src/domain/resources';
import { boolean, choice, date, defineResource, reference, text } from '../../../src/domain/resources/define';
import { DeclaredField } from '../../../src/components/fields/DeclaredField';
import { DayInput } from '../../../src/components/forms/DayInput';
import { MultiSelectFilter } from '../../../src/components/lists/MultiSelectFilter';
import { declaredFilters } from '../../../src/components/resources/declaredFilters';
import { mergeMessages } from '../../../src/i18n/merge';
import { en } from '../../../src/i18n/en';
import { de } from '../../../src/i18n/de';

/** A resource of the kind a newcomer declares: a choice, a day, a yes/no, a linked record. */
const things = defineResource({
  name: 'things',
  owner: 'organisationId',
  softDelete: true,
  access: [{ feature: 'its_courses', reach: 'own' }],
  fields: {
    name: text({ required: true }),
    kind: choice(['aed_trainer', 'manikin']),
    inspectedOn: date(),
    working: boolean(),
    venueId: reference('venues'),
  },
  display: 'name',
  list: { sort: { field: 'name', order: 'ASC' }, filters: ['kind', 'venueId', 'working'], ranges: ['inspectedOn'] },
});

// no text for a manikin yet
const texts = { resources: { things: { choices: { kind: { aed_trainer: 'AED trainer' } } } } };
const catalogues = { en: mergeMessages(en, texts), de: mergeMessages(de, texts) } as unknown as Record<
  'en' | 'de',
  TranslationMessages
>;
const row = {
  id: 't1',
  name: 'Trainer 1',
  kind: 'aed_trainer',
  inspectedOn: '2026-03-02',
  working: true,
  venueId: 'v1',
};

const show = (source: keyof typeof things.fields, record: RaRecord = row, locale: 'en' | 'de' = 'en') =>
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider((l) => catalogues[l as 'en' | 'de'], locale)}
      dataProvider={testDataProvider({
        getMany: (async () => ({ data: [{ id: 'v1', name: 'Aula Nord' }] })) as never,
      })}
    >
      <ResourceDefinitionContextProvider
        definitions={{ venues: { name: 'venues', hasList: true, recordRepresentation: 'name' } }}
      >
        <ResourceContextProvider value="things">
          <RecordContextProvider value={record}>
            <DeclaredField source={source} field={things.fields[source]} />
          </RecordContextProvider>
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </AdminContext>,
  );

describe('a declared field in a generated list', () => {
  it('shows a choice by its text, and a value that has none as it is', async () => {
    show('kind');
    expect(await screen.findByText('AED trainer')).toBeTruthy();
    show('kind', { ...row, kind: 'manikin' });
    expect(await screen.findByText('manikin')).toBeTruthy();
    expect(screen.queryByText('aed_trainer')).toBeNull();
  });

  it('writes a day in the pattern of the interface language', async () => {
    show('inspectedOn');
    expect(await screen.findByText('02/03/2026')).toBeTruthy();
    show('inspectedOn', row, 'de');
    expect(await screen.findByText('02.03.2026')).toBeTruthy();
  });

  it('shows a yes/no as a mark its reader hears as the word', async () => {
    show('working', row, 'de');
    expect((await screen.findByTestId('true')).getAttribute('aria-label')).toBe('Ja');
  });

  it('names a linked record and links to its list searched for it', async () => {
    show('venueId');
    const link = await screen.findByRole('link', { name: 'Aula Nord' });
    // (the test's router writes its paths after a #)
    expect(decodeURIComponent(link.getAttribute('href')!).replace(/^#/, '')).toBe('/venues?filter={"q":"Aula Nord"}');
  });
});

describe('the filters of a declared list', () => {
  const sourceOf = (element: ReactElement) => (element.props as { source: string }).source;

  it('draws every declared filter as the input of its kind, and a range as two days', () => {
    const filters = declaredFilters(things, (key) => key);
    expect(filters.map((f) => [sourceOf(f), f.type])).toEqual([
      ['kind', MultiSelectFilter],
      ['venueId', ReferenceInput],
      ['working', NullableBooleanInput],
      ['inspectedOn_gte', DayInput],
      ['inspectedOn_lte', DayInput],
    ]);
    const venue = filters[1].props as { reference: string; children: ReactElement };
    expect(venue.reference).toBe('venues');
    expect(isValidElement(venue.children) && venue.children.type).toBe(AutocompleteInput);
  });

  it('leaves out no filter or range of any resource: the screen offers what the API accepts', () => {
    for (const definition of RESOURCES) {
      const declared = [...(definition.list.filters ?? []), ...(definition.list.ranges ?? []).flatMap((r) => [r, r])];
      expect(
        declaredFilters(definition, (key) => key),
        definition.name,
      ).toHaveLength(declared.length);
    }
  });
});
