import { describe, expect, it } from 'vitest';
import { apiQueryOf, filtersFromSearch, isFiltered, searchFromFilters } from './ticket-query';

describe('ticket filters in the URL', () => {
  it('reads known filters and drops malformed ones', () => {
    const filters = filtersFromSearch(new URLSearchParams('status=open&betType=multi&user=%20bob%20&eventId=e1&from=2026-11-01&to=bad&page=3'));
    expect(filters).toEqual({ status: 'open', betType: 'multi', user: 'bob', eventId: 'e1', from: '2026-11-01', to: '', page: 3 });
    expect(filtersFromSearch(new URLSearchParams('status=nope&betType=x&page=-2'))).toMatchObject({ status: null, betType: null, page: 1 });
  });

  it('writes back only what is set, keeping the open ticket', () => {
    const filters = filtersFromSearch(new URLSearchParams('status=won&page=1'));
    expect(searchFromFilters(filters, new URLSearchParams('ticket=t9')).toString()).toBe('status=won&ticket=t9');
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered(filtersFromSearch(new URLSearchParams('page=2')))).toBe(false);
  });

  it('sends an event id only once it is a whole UUID', () => {
    expect(apiQueryOf(filtersFromSearch(new URLSearchParams('eventId=0b7c')))).not.toHaveProperty('eventId');
    const id = '0b7c6a4e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
    expect(apiQueryOf(filtersFromSearch(new URLSearchParams(`eventId=${id}`)))).toMatchObject({ eventId: id });
  });

  it('turns days into UTC bounds with both days included', () => {
    const query = apiQueryOf(filtersFromSearch(new URLSearchParams('from=2026-11-01&to=2026-11-02&user=u1')));
    expect(query).toEqual({ page: 1, pageSize: 25, user: 'u1', from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T23:59:59.999Z' });
  });
});
