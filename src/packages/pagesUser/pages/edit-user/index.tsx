import Taro from '@tarojs/taro'
import { Image, Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import {
  birthdayFromParts,
  GENDERS,
  inputValue,
  isFutureDate,
  openLoginFrom,
  validateNickname
} from '@/components/account-flow'
import { NavBar } from '@/components/nav-bar'
import { DatePicker } from '@/components/nut/datepicker'
import { showError } from '@/services/errors'
import { PAGES } from '@/services/nav'
import { updateUser, type UserPatch } from '@/services/user'
import { uploadImage } from '@/services/upload'
import { useSession } from '@/stores/session'
import { imageUrl } from '@lotus/contract/image-url'
import { maskPhone } from '@lotus/contract/phone'
import { macauDateKey, nowSeconds } from '@/utils/time'
import './index.scss'
import { chooseImage } from '@/services/dialogs'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { pagesUserWords } from '../../words'
import { NICKNAME_MAX } from '@/components/account-flow/profile-fields'

const dateOf = (ymd: string): Date => {
  const [y = 1990, m = 1, d = 1] = ymd.split('-').map(Number)
  return new Date(y, m - 1, d)
}

/** Profile editing: every field saves on its own confirm, through the signed updateUser. */
export default function EditUser() {
  const w = pagesUserWords.useWords()
  const user = useSession((s) => s.user)
  const dispatch = useSession((s) => s.dispatch)
  const [editingName, setEditingName] = useState(false)
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const [pickDate, setPickDate] = useState(false)
  const update = useMutation(updateUser)
  const saving = update.busy

  if (!user) {
    return (
      <View className="edit-user">
        <NavBar title={w('profile.title')} />
        <View className="edit-user__login">
          <Text>{w('profile.login')}</Text>
          <View className="edit-user__login-btn" onClick={() => openLoginFrom(PAGES.editUser)}>
            {w('profile.loginButton')}
          </View>
        </View>
      </View>
    )
  }

  const save = async (patch: UserPatch): Promise<boolean> => {
    if (saving) return false
    try {
      const user = await update.run(patch)
      if (user === SKIPPED) return false
      dispatch({ type: 'user', user })
      void Taro.showToast({ title: w('saved'), icon: 'success' })
      return true
    } catch {
      return false // request.ts showed the server's message
    }
  }

  const changeAvatar = async () => {
    let path: string | undefined
    try {
      const res = await chooseImage({
        count: 1,
        sizeType: ['compressed'],
        sourceType: ['album', 'camera']
      })
      path = res.tempFilePaths[0]
    } catch {
      return // the user closed the picker
    }
    if (!path) return
    void Taro.showLoading({ title: w('profile.uploading'), mask: true })
    let url: string
    try {
      url = await uploadImage(path)
    } catch (e) {
      showError(e)
      return
    } finally {
      Taro.hideLoading()
    }
    await save({ avatar: url })
  }

  const saveName = async () => {
    const err = validateNickname(name)
    setNameError(err ? w('profile.nicknameInvalid', { max: NICKNAME_MAX }) : null)
    if (err) return
    if (await save({ nickname: name.trim() })) setEditingName(false)
  }

  const today = macauDateKey(nowSeconds())

  return (
    <View className="edit-user">
      <NavBar title={w('profile.title')} />
      <View className="edit-user__group">
        <View className="edit-user__row" onClick={() => void changeAvatar()}>
          <Text className="edit-user__label">{w('profile.avatar')}</Text>
          {user.avatar ? (
            <Image className="edit-user__avatar" src={imageUrl(user.avatar, 200)} mode="aspectFill" />
          ) : (
            <View className="edit-user__avatar edit-user__avatar--empty">
              {(user.nickname || 'L').slice(0, 1)}
            </View>
          )}
          <Text className="edit-user__arrow" />
        </View>

        {editingName ? (
          <View className="edit-user__row edit-user__row--edit">
            <Text className="edit-user__label">{w('profile.nickname')}</Text>
            <View className="edit-user__edit">
              <Input
                className="edit-user__input"
                aria-label={w('profile.nickname')}
                value={name}
                focus
                maxlength={20}
                placeholder={w('profile.nicknameHint')}
                onInput={(e) => setName(inputValue(e))}
                onConfirm={() => void saveName()}
              />
              {nameError && (
                <View className="edit-user__error" role="alert">
                  {nameError}
                </View>
              )}
            </View>
            <Text className="edit-user__action" onClick={() => setEditingName(false)}>
              {w('cancel')}
            </Text>
            <Text className="edit-user__action edit-user__action--primary" onClick={() => void saveName()}>
              {w('save')}
            </Text>
          </View>
        ) : (
          <View
            className="edit-user__row"
            onClick={() => {
              setName(user.nickname)
              setNameError(null)
              setEditingName(true)
            }}
          >
            <Text className="edit-user__label">{w('profile.nickname')}</Text>
            <Text className={`edit-user__value ${user.nickname ? '' : 'edit-user__value--empty'}`}>
              {user.nickname || w('noNickname')}
            </Text>
            <Text className="edit-user__arrow" />
          </View>
        )}

        <View className="edit-user__row">
          <Text className="edit-user__label">{w('profile.gender')}</Text>
          <View className="edit-user__genders" role="radiogroup" aria-label={w('profile.gender')}>
            {GENDERS.map((g) => (
              <View
                key={g.value}
                role="radio"
                aria-checked={user.gender === g.value}
                className={`edit-user__chip ${user.gender === g.value ? 'edit-user__chip--on' : ''}`}
                onClick={() => user.gender !== g.value && void save({ gender: g.value })}
              >
                {w(`profile.gender.${g.value}`)}
              </View>
            ))}
          </View>
        </View>

        <View className="edit-user__row" onClick={() => setPickDate(true)}>
          <Text className="edit-user__label">{w('profile.birthday')}</Text>
          <Text className={`edit-user__value ${user.birthday ? '' : 'edit-user__value--empty'}`}>
            {user.birthday ?? w('notSet')}
          </Text>
          <Text className="edit-user__arrow" />
        </View>

        <View className="edit-user__row">
          <Text className="edit-user__label">{w('phoneNumber')}</Text>
          <Text className="edit-user__value">
            +{user.areaCode} {maskPhone(user.phone)}
          </Text>
        </View>
      </View>

      <DatePicker
        title={w('profile.chooseBirthday')}
        type="date"
        visible={pickDate}
        showChinese
        startDate={new Date(1900, 0, 1)}
        endDate={dateOf(today)}
        defaultValue={dateOf(user.birthday ?? '1990-01-01')}
        onClose={() => setPickDate(false)}
        onConfirm={(_options, values) => {
          const ymd = birthdayFromParts(values)
          if (isFutureDate(ymd, today)) {
            void Taro.showToast({ title: w('profile.futureBirthday'), icon: 'none' })
            return
          }
          void save({ birthday: ymd })
        }}
      />
    </View>
  )
}
