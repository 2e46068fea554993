import type { ApolloClientCacheConfig } from '@redwoodjs/web/apollo'

/**
 * The company's reference data has no id, and each query reads its own part of it (the process
 * page its lists, the supplier form its countries): merged, a later query never drops what an
 * earlier one read, and the page drawn from it is not loaded again (losing what was typed).
 */
export const cacheConfig: ApolloClientCacheConfig = {
  typePolicies: { ReferenceData: { merge: true } },
}
