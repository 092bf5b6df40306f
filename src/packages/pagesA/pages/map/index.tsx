import { PointChooser } from './chooser'

/** map/map: choose a delivery point on the map (weapp) or from nearby places (h5). */
export default function MapPage() {
  return <PointChooser title="選擇位置" />
}
