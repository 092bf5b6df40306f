import { PointChooser } from '../map/chooser'
import { useWords } from '../../words'

/** map/add-map: the address form's location chooser. */
export default function AddMap() {
  const t = useWords()
  return <PointChooser title={t('addMap.title')} />
}
