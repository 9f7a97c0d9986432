/**
 * A delete's `onQueryStarted`: once the server has said the record is gone, `drop` takes
 * it out of the cached list at once, so its card cannot be opened while the list is read
 * again (a slow network: seconds). A failed delete leaves the list as it is.
 */
export async function onceDeleted(queryFulfilled: Promise<unknown>, drop: () => void) {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  drop();
}
