// The agency order list's filter as the address carries it (?clientName=&startDate=&endDate=&page=), and its checks.
import { isIsoDate } from '../../domain/dates';

export const CLIENT_NAME_MAX = 50;

export interface AgencyOrderFilter {
  clientName: string;
  startDate: string;
  endDate: string;
  page: number;
}

export type FilterField = 'clientName' | 'startDate' | 'endDate';
export type FilterProblem = 'tooLong' | 'invalid' | 'endBeforeStart';

export function filterFromSearch(search: URLSearchParams): AgencyOrderFilter {
  const page = Number(search.get('page'));
  return {
    clientName: search.get('clientName') ?? '',
    startDate: search.get('startDate') ?? '',
    endDate: search.get('endDate') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function searchOfFilter(filter: AgencyOrderFilter): Record<string, string> {
  const search: Record<string, string> = {};
  if (filter.clientName) search.clientName = filter.clientName;
  if (filter.startDate) search.startDate = filter.startDate;
  if (filter.endDate) search.endDate = filter.endDate;
  if (filter.page > 1) search.page = String(filter.page);
  return search;
}

/** What is wrong with the filter, field by field; empty when it may be sent. Every field may be left out. */
export function checkFilter(filter: Omit<AgencyOrderFilter, 'page'>): Partial<Record<FilterField, FilterProblem>> {
  const problems: Partial<Record<FilterField, FilterProblem>> = {};
  if (filter.clientName.trim().length > CLIENT_NAME_MAX) problems.clientName = 'tooLong';
  if (filter.startDate && !isIsoDate(filter.startDate)) problems.startDate = 'invalid';
  if (filter.endDate && !isIsoDate(filter.endDate)) problems.endDate = 'invalid';
  if (!problems.startDate && !problems.endDate && filter.startDate && filter.endDate && filter.endDate < filter.startDate) {
    problems.endDate = 'endBeforeStart';
  }
  return problems;
}
