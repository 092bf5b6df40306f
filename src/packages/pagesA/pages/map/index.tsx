import { PointChooser } from './chooser'
import { useWords } from '../../words'

/** map/map: choose a delivery point on the map (weapp) or from nearby places (h5). */
export default function MapPage() {
  const t = useWords()
  return <PointChooser title={t('choosePoint')} />
}
