import { baseApi, conditionalWrite, keyedPost, onceDeleted, type Keyed } from '../../../shared/api';
import { keptConflictDescription } from '../../../shared/lib/kept-edits';
import type { CoreValue, ValueInput } from '../model/values';

/**
 * `fromForm`: sent from the edit form, which keeps the user's changes on top of the version
 * read again after a 412 (useRebasedForm), and the toast says so; the card's slider says
 * "make your change again". Not sent to the server.
 */
type ValueUpdate = Partial<ValueInput> & { id: string; fromForm?: boolean };

export const valuesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listValues: build.query<CoreValue[], void>({
      query: () => '/values',
      providesTags: ['Value'],
    }),
    createValue: build.mutation<CoreValue, Keyed<Partial<ValueInput> & { name: string }>>({
      query: (value) => keyedPost('/values', value),
      // In the list at once (it is read again too): what reads the list, Values
      // Discovery's 'Added' among them, follows the value as soon as it is stored.
      async onQueryStarted(_value, { dispatch, queryFulfilled }) {
        let created: CoreValue;
        try {
          created = (await queryFulfilled).data;
        } catch {
          return; // the caller says so
        }
        dispatch(
          valuesApi.util.updateQueryData('listValues', undefined, (list) => {
            if (!list.some((v) => v.id === created.id)) list.push(created);
          }),
        );
      },
      invalidatesTags: ['Value'],
    }),
    /** PATCH: only the fields sent (the card's slider sends only alignmentScore). */
    updateValue: build.mutation<CoreValue, ValueUpdate>({
      queryFn: ({ id, fromForm, ...changes }, api, _extra, baseQuery) =>
        conditionalWrite<CoreValue>(
          {
            args: { url: `/values/${id}`, method: 'PATCH', body: changes },
            readFrom: ['listValues'],
            id,
            tags: ['Value'],
            what: 'value',
            conflictDescription: fromForm ? keptConflictDescription('value') : undefined,
          },
          api,
          baseQuery,
        ),
      // Optimistic: the card moves at once; a failure puts it back.
      async onQueryStarted({ id, fromForm: _form, ...changes }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          valuesApi.util.updateQueryData('listValues', undefined, (list) => {
            const v = list.find((x) => x.id === id);
            if (v) Object.assign(v, changes);
          }),
        );
        // The answer itself is stored by conditionalWrite (unless a later change waits).
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      // Read again once nothing is in flight: a list read begun before this change cannot
      // leave its older score and version, and a value deleted elsewhere (404) goes.
      invalidatesTags: ['Value'],
    }),
    deleteValue: build.mutation<null, string>({
      query: (id) => ({ url: `/values/${id}`, method: 'DELETE' }),
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        onceDeleted(queryFulfilled, () =>
          dispatch(
            valuesApi.util.updateQueryData('listValues', undefined, (list) =>
              list.filter((value) => value.id !== id),
            ),
          ),
        ),
      invalidatesTags: ['Value'],
    }),
  }),
});

export const {
  useListValuesQuery,
  useCreateValueMutation,
  useUpdateValueMutation,
  useDeleteValueMutation,
} = valuesApi;
