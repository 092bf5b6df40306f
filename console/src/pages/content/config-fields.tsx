import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { useTranslate } from '@refinedev/core'
import { Button, Card, Form, Input, InputNumber, Select, Space, Switch } from 'antd'
import type { ReactNode } from 'react'

type Path = Array<string | number>

/** A field's words: content.config.fields.<name>, else the name itself. */
function useLabel() {
  const t = useTranslate()
  return (name: string | number) =>
    typeof name === 'number' ? `#${name + 1}` : t(`content.config.fields.${name}`, {}, name)
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A zod schema, read only for an object's fields in the contract's order and an array's rows. */
type Shape = object
interface View {
  shape?: Record<string, Shape>
  element?: Shape
  unwrap?: () => Shape
}
const bare = (s: Shape | undefined): View | undefined => {
  const v = s as View | undefined
  return v?.unwrap && !v.shape && !v.element ? bare(v.unwrap()) : v
}
/** The keys of `value` in the order its schema declares them (the database keeps its own order). */
const ordered = (value: Record<string, unknown>, schema: Shape | undefined): string[] => {
  const declared = Object.keys(bare(schema)?.shape ?? {})
  return [...declared.filter((k) => k in value), ...Object.keys(value).filter((k) => !declared.includes(k))]
}
const fieldOf = (schema: Shape | undefined, k: string) => bare(schema)?.shape?.[k]

/**
 * The form of a config group, drawn from the shape of its current value: switches, numbers, texts, word lists,
 * nested groups and lists of rows (add and remove). What it may hold is the contract's schema's call, checked on save.
 */
export function ConfigFields({
  value,
  schema,
  path = []
}: {
  value: Record<string, unknown>
  schema?: Shape
  path?: Path
}) {
  return (
    <>
      {ordered(value, schema).map((k) => (
        <Field key={k} name={[...path, k]} label={k} value={value[k]} schema={fieldOf(schema, k)} />
      ))}
    </>
  )
}

function Field({
  name,
  label,
  value,
  schema
}: {
  name: Path
  label: string | number
  value: unknown
  schema?: Shape
}): ReactNode {
  const l = useLabel()
  if (typeof value === 'boolean')
    return (
      <Form.Item name={name} label={l(label)} valuePropName="checked">
        <Switch />
      </Form.Item>
    )
  if (typeof value === 'number')
    return (
      <Form.Item name={name} label={l(label)}>
        <InputNumber style={{ width: 200 }} />
      </Form.Item>
    )
  if (typeof value === 'string')
    return (
      <Form.Item name={name} label={l(label)}>
        {value.length > 60 ? <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} /> : <Input />}
      </Form.Item>
    )
  if (Array.isArray(value) && value.every((x) => typeof x === 'string'))
    return (
      <Form.Item name={name} label={l(label)}>
        <Select mode="tags" open={false} suffixIcon={null} aria-label={String(l(label))} />
      </Form.Item>
    )
  if (Array.isArray(value)) {
    const template = value.find(isRecord) ?? {}
    return <Rows name={name} label={l(label)} template={template} schema={bare(schema)?.element} />
  }
  if (isRecord(value))
    return (
      <Card size="small" title={l(label)} style={{ marginBottom: 16 }}>
        <ConfigFields value={value} schema={schema} path={name} />
      </Card>
    )
  return null
}

/** A list of rows of the same shape (sessions, coupons, tiers, menus): one small card each, add and remove. */
function Rows({
  name,
  label,
  template,
  schema
}: {
  name: Path
  label: string
  template: Record<string, unknown>
  schema?: Shape
}) {
  const t = useTranslate()
  const blank = Object.fromEntries(
    Object.entries(template).map(([k, v]) => [
      k,
      typeof v === 'number' ? 0 : typeof v === 'boolean' ? false : ''
    ])
  )
  return (
    <Form.Item label={label}>
      <Form.List name={name}>
        {(rows, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {rows.map((row) => (
              <Card
                key={row.key}
                size="small"
                title={`#${row.name + 1}`}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<MinusCircleOutlined />}
                    aria-label={t('content.config.removeRow')}
                    onClick={() => remove(row.name)}
                  />
                }
              >
                <Space wrap align="start">
                  {ordered(template, schema).map((k) => (
                    <Field
                      key={k}
                      name={[row.name, k]}
                      label={k}
                      value={template[k]}
                      schema={fieldOf(schema, k)}
                    />
                  ))}
                </Space>
              </Card>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add(blank)}>
              {t('content.config.addRow')}
            </Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  )
}
