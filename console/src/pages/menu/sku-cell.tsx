import { Form, type FormItemProps } from 'antd'
import type { FormListFieldData } from 'antd/es/form/FormList'
import { cloneElement, type ReactElement } from 'react'

/**
 * One column of a goods' 規格 table (takeaway's SkuTable, the supermarket's): its heading, and in each row the
 * control bound to that row's field, named by the heading for a screen reader.
 */
export function skuColumn(
  title: string,
  field: string,
  control: ReactElement<{ 'aria-label'?: string }>,
  item: Pick<FormItemProps, 'rules' | 'valuePropName'> = {}
) {
  return {
    title,
    render: (_: unknown, f: FormListFieldData) => (
      <Form.Item name={[f.name, field]} noStyle {...item}>
        {cloneElement(control, { 'aria-label': title })}
      </Form.Item>
    )
  }
}
