import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { loadStateOf } from '@/queries/cache'
import { useAlbum } from '@/queries/group'
import { GroupPage, Section } from '../../components/ui'
import { groupWords } from '../../words'

/** 商家相冊 (?id): photos by category. */
export default function MchAlbum() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useAlbum(id)
  const w = groupWords.useWords()
  const cats = [...new Set((q.data ?? []).map((p) => p.category))]
  return (
    <GroupPage
      title={w('album.title')}
      state={id ? loadStateOf(q, (d) => d.length === 0) : 'error'}
      emptyText={w('album.empty')}
      onRetry={() => void q.refetch()}
    >
      {cats.map((c) => (
        <Section key={c} title={c}>
          <View className="gp-photos">
            {(q.data ?? [])
              .filter((p) => p.category === c)
              .map((p) => (
                <View key={p.id}>
                  <Image className="gp-photo" src={assetUrl(p.image)} mode="aspectFill" />
                  <Text className="gp-sub">{p.title}</Text>
                </View>
              ))}
          </View>
        </Section>
      ))}
    </GroupPage>
  )
}
