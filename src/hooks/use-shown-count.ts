import { startTransition, useEffect, useState } from 'react'

/**
 * How many rows of a long list to draw: a first screen's worth (`first`) in the same render as the data, the
 * rest in a transition, which React renders in slices of a few milliseconds after the first screen has painted
 * (issue 13: drawing a whole list at once was the longest task before a page's first content).
 */
export function useShownCount(count: number, first: number): number {
  const [limit, setLimit] = useState(first)
  useEffect(() => {
    if (count > limit) startTransition(() => setLimit(Number.POSITIVE_INFINITY))
  }, [count, limit])
  return limit
}
