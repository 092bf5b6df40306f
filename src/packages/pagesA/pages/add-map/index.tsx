import { PointChooser } from '../map/chooser'

/** map/add-map: the address form's location chooser. */
export default function AddMap() {
  return <PointChooser title="添加地址" />
}
