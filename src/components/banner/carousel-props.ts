import type { ReactElement } from 'react'

export interface CarouselProps {
  count: number
  /** slide i; `picture` false: its place without the picture (not fetched or drawn yet) */
  slide: (i: number, picture: boolean) => ReactElement
}
