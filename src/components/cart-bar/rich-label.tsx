import { Text } from '@tarojs/components'
import { parseRichLabel } from '@/utils/rich-label'

/** A server label with <em> emphasis shown orange (spec §5), never as HTML. */
export function RichLabel({
  label,
  className = ''
}: {
  label: string | null | undefined
  className?: string
}) {
  return (
    <Text className={className}>
      {parseRichLabel(label).map((s, i) =>
        s.em ? (
          <Text key={i} className="lotus-em">
            {s.text}
          </Text>
        ) : (
          <Text key={i}>{s.text}</Text>
        )
      )}
    </Text>
  )
}
