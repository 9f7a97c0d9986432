import type { AppDispatch } from '../store/configure-app-store';
import { baseApi, nullOn } from './base-api';

export interface Quote {
  id: string;
  text: string;
  author: string;
  source: string | null;
  category: string | null;
}

/**
 * Random inspirational quote (works signed out). Several screens show one (home page,
 * dashboard inspiration), so the read lives in shared. 404 (no quotes) returns null.
 */
export const quotesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRandomQuote: build.query<Quote | null, void>({
      queryFn: nullOn<Quote>([404], '/quotes/random'),
      providesTags: ['Quote'],
      keepUnusedDataFor: 60 * 60, // spec §9: quote cache 1 hour
    }),
  }),
});

export const { useGetRandomQuoteQuery } = quotesApi;

/** Today's quote, asked for before the card that shows it renders. */
export const prefetchRandomQuote = (dispatch: AppDispatch) =>
  dispatch(quotesApi.endpoints.getRandomQuote.initiate(undefined, { subscribe: false }));
