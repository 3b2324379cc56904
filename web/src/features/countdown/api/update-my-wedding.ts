import { useSWRConfig } from 'swr';
import { myWeddingKey, updateMyWedding, type MyWedding, type WeddingChanges } from '@/shared/api/my-wedding';

/** Saves a change to the couple's wedding and puts the answer in the cache the planning overview reads too. */
export function useUpdateMyWedding() {
  const { mutate } = useSWRConfig();
  return async (changes: WeddingChanges): Promise<MyWedding> => {
    const wedding = await updateMyWedding(changes);
    await mutate(myWeddingKey, wedding, { revalidate: false });
    return wedding;
  };
}
