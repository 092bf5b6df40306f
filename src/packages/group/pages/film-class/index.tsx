import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { loadStateOf } from '@/queries/cache'
import { useFilms } from '@/queries/group'
import { go } from '@/services/nav'
import { formatDate, macauDateKey } from '@/utils/time'
import { groupPage } from '../../hooks/paths'
import { GroupPage, mop } from '../../components/ui'
import { dayTab } from '../../rules'
import { groupWords } from '../../words'

type FilmsAnswer = NonNullable<ReturnType<typeof useFilms>['data']>
type Show = FilmsAnswer[number]['showtimes'][number]

/** The days that have showtimes, in order (Macau days). */
const daysOf = (films: FilmsAnswer): string[] =>
  [...new Set(films.flatMap((f) => f.showtimes.map((s) => macauDateKey(s.startsAt))))].sort()

/** One day's showtimes of a film, by cinema (one cinema when the page is a cinema's), earliest first. */
function byCinema(shows: Show[]): Array<[string, Show[]]> {
  const out = new Map<string, Show[]>()
  for (const s of [...shows].sort((a, b) => a.startsAt - b.startsAt)) {
    out.set(s.cinemaName, [...(out.get(s.cinemaName) ?? []), s])
  }
  return [...out]
}

/**
 * 熱映電影 (?cinemaId): a tab per day (issue 35 §14: no date tabs and dozens of time pills before), then each
 * film with its poster and that day's times by cinema; a time opens the seat map.
 */
export default function FilmClass() {
  const cinemaId = Number(useRouter().params.cinemaId ?? 0)
  const q = useFilms(cinemaId)
  const w = groupWords.useWords()
  const films = q.data ?? []
  const days = daysOf(films)
  const [picked, setPicked] = useState('')
  const day = days.includes(picked) ? picked : (days[0] ?? '')
  const showing = films
    .map((f) => ({ f, shows: f.showtimes.filter((s) => macauDateKey(s.startsAt) === day) }))
    .filter((x) => x.shows.length > 0)
  return (
    <GroupPage
      title={w('film.title')}
      state={loadStateOf(q, (d) => d.length === 0)}
      emptyText={w('film.empty')}
      onRetry={() => void q.refetch()}
    >
      <View className="gp-days" role="tablist" aria-label={w('film.days')}>
        {days.map((d) => {
          const tab = dayTab(d, w)
          return (
            <View
              key={d}
              className={`gp-day ${d === day ? 'gp-day--on' : ''}`}
              role="tab"
              aria-selected={d === day}
              onClick={() => setPicked(d)}
            >
              <Text className="gp-day__word">{tab.word}</Text>
              <Text className="gp-day__date">{tab.date}</Text>
            </View>
          )
        })}
      </View>
      {showing.map(({ f, shows }) => (
        <View key={f.id} className="gp-card gp-film">
          <View className="gp-film__head">
            <Image className="gp-film__poster" src={assetUrl(f.poster)} mode="aspectFill" />
            <View className="gp-mch__body">
              <Text className="gp-mch__name">{f.title}</Text>
              <Text className="gp-mch__meta">
                {w('film.meta', { rating: f.rating.toFixed(1), minutes: f.minutes, genre: f.genre })}
              </Text>
              <Text className="gp-mch__meta">{f.intro}</Text>
            </View>
          </View>
          {byCinema(shows).map(([cinema, list]) => (
            <View key={cinema} className="gp-film__cinema">
              {!cinemaId && <Text className="gp-sub">{cinema}</Text>}
              <View className="gp-times">
                {list.map((s) => (
                  <View
                    key={s.id}
                    className="gp-time"
                    role="link"
                    aria-label={w('film.time', {
                      time: formatDate(s.startsAt, 8),
                      hall: s.hall,
                      price: mop(s.fromPrice)
                    })}
                    onClick={() => go(groupPage('ticketSpec', { id: s.id }))}
                  >
                    <Text className="gp-time__at">{formatDate(s.startsAt, 8)}</Text>
                    <Text className="gp-time__sub">
                      {s.hall} {mop(s.fromPrice)}
                    </Text>
                  </View>
                ))}
              </View>
            </View>
          ))}
        </View>
      ))}
    </GroupPage>
  )
}
