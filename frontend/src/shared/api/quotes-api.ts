import type { AppDispatch } from '../store/configure-app-store';
import { baseApi, nullOn } from './base-api';

export interface Quote {
  id: string;
  text: string;
  author: string;
  source: string | null;
  category: string | null;
}

/** Spec §9: a quote is kept for an hour. */
export const QUOTE_CACHE_SECONDS = 60 * 60;

/**
 * Random inspirational quote (works signed out). Several screens show one (home page,
 * dashboard inspiration), so the read lives in shared. 404 (no quotes) returns null.
 */
export const quotesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRandomQuote: build.query<Quote | null, void>({
      queryFn: nullOn<Quote>([404], '/quotes/random'),
      providesTags: ['Quote'],
      keepUnusedDataFor: QUOTE_CACHE_SECONDS, // spec §9: quote cache 1 hour
    }),
  }),
});

const { useGetRandomQuoteQuery: useRandomQuoteQuery } = quotesApi;

/**
 * The quote to show: the one kept while it is less than an hour old (spec §9), then a new
 * one when a card showing it mounts (a dashboard visited every half hour kept its first
 * quote for days: the hour only ran while nothing showed it).
 */
export const useGetRandomQuoteQuery = () =>
  useRandomQuoteQuery(undefined, { refetchOnMountOrArgChange: QUOTE_CACHE_SECONDS });

/** Today's quote, asked for before the card that shows it renders. */
export const prefetchRandomQuote = (dispatch: AppDispatch) =>
  dispatch(quotesApi.endpoints.getRandomQuote.initiate(undefined, { subscribe: false }));
