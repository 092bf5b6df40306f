import type { StaffMe } from '@lotus/contract/staff'
import { useLogout, useTranslate } from '@refinedev/core'
import { Button, Layout, Select, Space, Typography } from 'antd'
import { LanguageSwitch } from './language-switch'
import { setCurrentShop, useCurrentShop } from './shop'
import { useMe } from './use-me'

/** The bar over every page: the shop in view (a switcher for chain owners), who is logged in, the language, log out. */
export function Header() {
  const t = useTranslate()
  const me = useMe()
  const shop = useCurrentShop(me)
  const { mutate: logout } = useLogout()
  return (
    <Layout.Header className="console-header">
      <Space wrap size="middle" className="console-header__inner">
        <ShopSwitcher me={me} shop={shop} label={t('header.switchShop')} />
        {me && (
          <Typography.Text className="console-header__who" ellipsis>
            {t('header.who', {
              name: me.name,
              role: me.opsRoles?.length
                ? me.opsRoles.map((r) => t(`ops.roles.${r}`)).join(t('punct.list'))
                : t(`roles.${me.role}`)
            })}
          </Typography.Text>
        )}
        <LanguageSwitch />
        <Button onClick={() => logout()}>{t('buttons.logout')}</Button>
      </Space>
    </Layout.Header>
  )
}

function ShopSwitcher({
  me,
  shop,
  label
}: {
  me: StaffMe | null | undefined
  shop: number | null
  label: string
}) {
  if (!me || me.shops.length === 0) return null
  if (me.shops.length === 1) return <Typography.Text strong>{me.shops[0]!.name}</Typography.Text>
  return (
    <Select
      aria-label={label}
      value={shop ?? undefined}
      style={{ minWidth: 180, maxWidth: '60vw' }}
      options={me.shops.map((s) => ({ value: s.id, label: s.name }))}
      onChange={(id: number) => setCurrentShop(id)}
    />
  )
}
