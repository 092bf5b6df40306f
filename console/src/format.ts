/** Times as staff in Macau read them (seconds since the epoch on the wire). */
const TIME = new Intl.DateTimeFormat('zh-Hant-MO', {
  timeZone: 'Asia/Macau',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false
})

export const formatTime = (seconds: number): string => TIME.format(new Date(seconds * 1000))
