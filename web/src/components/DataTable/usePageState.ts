import { useState } from 'react'

import type { SortingState } from '@tanstack/react-table'

export const PAGE_SIZE = 20

/** A server-sorted, server-paged list's state, and the PageInput the api takes. */
export const usePageState = (defaultSort: string, newestFirst = false) => {
  const [page, setPage] = useState(0)
  const [sorting, setSortingState] = useState<SortingState>([
    { id: defaultSort, desc: newestFirst },
  ])
  const setSorting = (next: SortingState) => {
    setSortingState(next)
    setPage(0)
  }
  const [sort] = sorting
  return {
    pageInput: {
      page,
      pageSize: PAGE_SIZE,
      sortBy: sort?.id ?? defaultSort,
      descending: sort?.desc ?? false,
    },
    page,
    setPage,
    sorting,
    setSorting,
  }
}
