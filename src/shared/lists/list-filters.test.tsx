import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompareType, FilterOperator } from '#contract/filter-codes';
import type { FilterItem, ListQuery } from '#contract/list-query';
import type { PagerItem } from '#contract/pager';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { answerListQuery } from '../../testing/memory-list';
import { MemoryStorage } from '../../testing/memory-storage';
import { renderWithRuntime } from '../../testing/render-with-runtime';
import { json } from '../../testing/table-fetch';
import { dateColumn, enumFilter, numberColumn, valueColumn } from '../business-lists/list-columns';
import { defineList } from './list-definition';
import { ListView } from './list-view';
import { useListController } from './use-list-controller';

configure({ asyncUtilTimeout: 3000 });

interface Carrier extends Record<string, unknown> {
  carrierId: number;
  name: string;
  status: number;
  dateAdded: string;
}

const carriers: Carrier[] = Array.from({ length: 30 }, (_, i) => ({
  carrierId: i + 1,
  name: `Carrier ${i + 1}`,
  status: (i % 3) + 1,
  dateAdded: '2026-11-01',
}));

const getItems = 'POST /api/Carriers/getItems';
const carrierList = defineList<Carrier>({
  key: 'carriers-list',
  title: 'Carriers',
  rowKey: 'carrierId',
  inUrl: true,
  letterIndex: true,
  columns: [
    numberColumn('carrierId', 'Carrier #'),
    valueColumn('name', 'Name'),
    {
      id: 'status',
      label: 'Status',
      filter: enumFilter([
        { value: 1, label: 'Booked' },
        { value: 2, label: 'Planned' },
        { value: 3, label: 'Held' },
      ]),
    },
    dateColumn('dateAdded', 'Added'),
  ],
  fetchItems: (query, { signal, services }) =>
    services.http.post<(Carrier | PagerItem)[]>('/api/Carriers/getItems', { body: query, signal }),
});

function CarriersList({ storage }: { storage: MemoryStorage }) {
  const list = useListController(carrierList, { storage });
  return <ListView {...list} />;
}

function open(storage = new MemoryStorage(), url = '/') {
  const view = renderWithRuntime(<CarriersList storage={storage} />, {
    url,
    routes: { [getItems]: (r) => json(answerListQuery(carriers, r.body as ListQuery, ['name'])) },
    storage,
  });
  const lastQuery = () => view.callsTo(getItems).at(-1)!.body as ListQuery;
  const filterPopover = async () => {
    await view.user.click(screen.getByRole('button', { name: 'Filter' }));
    return within(await screen.findByRole('dialog', { name: 'Filter Carriers' }));
  };
  return { ...view, lastQuery, filterPopover };
}

const statusIs = (codes: number[]): FilterItem => ({
  property: 'status',
  compareType: CompareType.Enum,
  operatorType: FilterOperator.Is,
  value: codes,
});

describe('ListView column filters', () => {
  it('refuses a number filter that is not a number, then sends one and shows it as a chip', async () => {
    const t = open();
    await screen.findByText('Carrier 1');
    const popover = await t.filterPopover();
    expect(
      within(popover.getByRole('combobox', { name: 'Match' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['equals', 'contains', 'starts with']);
    await t.user.type(popover.getByRole('textbox', { name: 'Value' }), '12a');
    await t.user.click(popover.getByRole('button', { name: 'Apply' }));
    expect(popover.getByText('Enter a number (digits only, e.g. 1042).')).toBeInTheDocument();
    expect(t.lastQuery().filters ?? null).toBeNull();
    await t.user.clear(popover.getByRole('textbox', { name: 'Value' }));
    await t.user.type(popover.getByRole('textbox', { name: 'Value' }), '12');
    await t.user.click(popover.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('button', { name: 'Remove filter Carrier #: 12' });
    expect(t.lastQuery().filters).toEqual([
      [
        {
          property: 'carrierId',
          compareType: CompareType.Number,
          operatorType: FilterOperator.Is,
          value: 12,
        },
      ],
    ]);
    await t.user.click(screen.getByRole('button', { name: 'Remove filter Carrier #: 12' }));
    expect(screen.queryByRole('group', { name: 'Carriers filters' })).not.toBeInTheDocument();
    expect(t.lastQuery().filters ?? null).toBeNull();
  });

  it('filters a status by several choices, keeps it under the settings key and in the URL, and Clear removes it', async () => {
    const t = open();
    await screen.findByText('Carrier 1');
    const popover = await t.filterPopover();
    await t.user.selectOptions(popover.getByRole('combobox', { name: 'Column' }), 'Status');
    await t.user.click(popover.getByRole('checkbox', { name: 'Booked' }));
    await t.user.click(popover.getByRole('checkbox', { name: 'Held' }));
    await t.user.click(popover.getByRole('button', { name: 'Apply' }));
    const chips = await screen.findByRole('group', { name: 'Carriers filters' });
    expect(within(chips).getByText('Status: Booked, Held')).toBeInTheDocument();
    expect(t.lastQuery().filters).toEqual([[statusIs([1, 3])]]);
    expect(JSON.parse(t.storage.getItem('carriers-list')!).filters).toEqual([[statusIs([1, 3])]]);
    expect(JSON.parse(new URLSearchParams(t.history.at(-1)!.split('?')[1]).get('filters')!)).toEqual([
      [statusIs([1, 3])],
    ]);
    await expectNoAxeViolations(document.body);
    await t.user.click(within(chips).getByRole('button', { name: 'Clear filters' }));
    expect(screen.queryByRole('group', { name: 'Carriers filters' })).not.toBeInTheDocument();
    expect(t.lastQuery().filters ?? null).toBeNull();
    expect(JSON.parse(t.storage.getItem('carriers-list')!).filters).toEqual([]);
    expect(t.history.at(-1)).toBe('/');
  });

  it('needs two dates for a range and says so', async () => {
    const t = open();
    await screen.findByText('Carrier 1');
    const popover = await t.filterPopover();
    await t.user.selectOptions(popover.getByRole('combobox', { name: 'Column' }), 'Added');
    await t.user.selectOptions(popover.getByRole('combobox', { name: 'Dates' }), 'Date Range');
    await t.user.type(popover.getByLabelText('From'), '2026-11-01');
    await t.user.click(popover.getByRole('button', { name: 'Apply' }));
    expect(popover.getByText('A date range needs two dates.')).toBeInTheDocument();
    await t.user.type(popover.getByLabelText('To'), '2026-11-03');
    await t.user.click(popover.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('button', { name: 'Remove filter Added: 11/01/2026 – 11/03/2026' });
    expect(t.lastQuery().filters?.[0]?.[0]).toMatchObject({
      property: 'dateAdded',
      compareType: CompareType.DateOnly,
      operatorType: FilterOperator.Between,
      value: ['2026-11-01', '2026-11-03'],
    });
  });

  it('starts from the URL’s filters and letter rather than the stored ones', async () => {
    const storage = new MemoryStorage();
    storage.setItem('carriers-list', JSON.stringify({ filters: [[statusIs([2])]], pagerLetter: 'Z' }));
    const search = new URLSearchParams({ filters: JSON.stringify([[statusIs([3])]]), letter: 'C' });
    const t = open(storage, `/carriers?${search}`);
    expect(await screen.findByRole('button', { name: 'Remove filter Status: Held' })).toBeInTheDocument();
    expect(t.lastQuery()).toMatchObject({ filters: [[statusIs([3])]], pagerLetter: 'C' });
    expect(screen.getByRole('button', { name: 'C' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('ListView letter index', () => {
  it('asks for the rows of a letter and All clears it', async () => {
    const t = open();
    await screen.findByText('Carrier 1');
    const bar = screen.getByRole('toolbar', { name: 'Carriers by first letter' });
    await t.user.click(within(bar).getByRole('button', { name: 'C' }));
    expect(t.lastQuery().pagerLetter).toBe('C');
    expect(t.history.at(-1)).toBe('/?letter=C');
    await t.user.click(within(bar).getByRole('button', { name: 'All' }));
    expect(t.lastQuery().pagerLetter ?? null).toBeNull();
  });
});
