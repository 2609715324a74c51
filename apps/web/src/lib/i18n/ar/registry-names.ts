import { loadAreaWords, registryArabic } from '@fieldhouse/contract';

/**
 * The registry's words (menu titles, area names) in Arabic as each area's contract folder words
 * them (`words.ts`), as `dataNames` beside the shared ones: loaded with the rest of the Arabic,
 * and kept out of the sign-in page, which has no registry.
 */
export const registryNames = async () => ({ texts: { dataNames: registryArabic(await loadAreaWords()) } });
