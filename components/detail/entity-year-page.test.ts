import { loadEntityYear } from './entity-year-page';

const props = (id: string, search: Record<string, string | string[]>) => ({
  params: Promise.resolve({ id }),
  searchParams: Promise.resolve(search),
});

describe('an entity’s year page', () => {
  it('loads the route’s id in the year of its address, and keeps the parameter for the CSV links', async () => {
    const load = jest.fn(async (id: string, year: string | undefined) => ({ id, year }));
    const page = await loadEntityYear(props('Kj%C3%B8per%201', { year: ['2024', '2023'] }), load);
    expect(load).toHaveBeenCalledWith('Kjøper 1', '2024');
    expect(page).toEqual({ loaded: { id: 'Kjøper 1', year: '2024' }, yearParam: '2024' });
  });

  it('leaves the year to the loader when the address has none, and says when there is no entity', async () => {
    const load = jest.fn(async () => null);
    expect(await loadEntityYear(props('42', {}), load)).toEqual({ loaded: null, yearParam: undefined });
    expect(load).toHaveBeenCalledWith('42', undefined);
  });
});
