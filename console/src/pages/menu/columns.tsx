import { HolderOutlined, UploadOutlined } from '@ant-design/icons'
import type { useTranslate } from '@refinedev/core'
import { Button, Image, Space, Switch, Tag, Typography, Upload } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { ReactNode } from 'react'

type T = ReturnType<typeof useTranslate>

/**
 * The columns the takeaway menu and the supermarket's aisles share: a category (or aisle) list with its drag
 * handle for owners, and a goods row's photo and name, 售罄 switch, stock and photo upload.
 */

/** A sortable list's columns: the drag handle (owners only) and the name with how many goods it holds. */
export function sortableNameColumns<R extends { name: string }>(
  t: T,
  owner: boolean,
  count: (r: R) => number
): ColumnType<R>[] {
  return [
    ...(owner
      ? [
          {
            key: 'drag',
            width: 28,
            render: () => <HolderOutlined style={{ cursor: 'grab' }} aria-label={t('menu.drag')} />
          }
        ]
      : []),
    {
      key: 'name',
      render: (_: unknown, r: R) => (
        <span>
          {r.name} <Typography.Text type="secondary">({count(r)})</Typography.Text>
        </span>
      )
    }
  ]
}

/** A goods' photo and name, 下架 when off sale; `before` and `below` for what one menu adds (brand, specs). */
export function goodsNameColumn<R extends { image: string; name: string }>(
  t: T,
  offSale: (r: R) => boolean,
  extra: { before?: (r: R) => ReactNode; below?: (r: R) => ReactNode } = {}
): ColumnType<R> {
  return {
    key: 'name',
    title: t('menu.fields.name'),
    render: (_: unknown, r: R) => (
      <Space>
        <Image src={r.image} width={44} height={44} style={{ objectFit: 'cover' }} preview={false} />
        <span>
          {extra.before?.(r)}
          {r.name}
          {offSale(r) && <Tag style={{ marginLeft: 6 }}>{t('menu.offSale')}</Tag>}
          {extra.below?.(r)}
        </span>
      </Space>
    )
  }
}

/** The stock column (hidden on the narrowest screens). */
export function stockColumn<R>(t: T, stock: (r: R) => number): ColumnType<R> {
  return {
    key: 'stock',
    title: t('menu.fields.stock'),
    align: 'right',
    responsive: ['sm'],
    render: (_: unknown, r: R) => stock(r)
  }
}

/** The 售罄 switch, for everyone of the shop. */
export function soldOutColumn<R extends { name: string; soldOut: boolean }>(
  t: T,
  set: (r: R, soldOut: boolean) => void
): ColumnType<R> {
  return {
    key: 'soldOut',
    title: t('menu.fields.soldOut'),
    render: (_: unknown, r: R) => (
      <Switch
        checked={r.soldOut}
        checkedChildren={t('menu.soldOut')}
        unCheckedChildren={t('menu.available')}
        aria-label={`${t('menu.fields.soldOut')} ${r.name}`}
        onChange={(soldOut) => set(r, soldOut)}
      />
    )
  }
}

/** An owner's photo upload button for one goods. */
export function PhotoUpload({ t, name, onFile }: { t: T; name: string; onFile: (file: Blob) => void }) {
  return (
    <Upload accept="image/*" showUploadList={false} customRequest={({ file }) => onFile(file as Blob)}>
      <Button size="small" icon={<UploadOutlined />} aria-label={`${t('menu.photo')} ${name}`}>
        {t('menu.photo')}
      </Button>
    </Upload>
  )
}
