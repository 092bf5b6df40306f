import { describe, expect, it } from 'vitest'
import { ageOn, identityProblem, maskIdNumber, maskName, validHkid, validMainlandId } from './identity'

describe('identity numbers', () => {
  it('checks the Hong Kong ID check digit', () => {
    expect(validHkid('A123456(3)')).toBe(true)
    expect(validHkid('a1234563')).toBe(true)
    expect(validHkid('A123456(4)')).toBe(false)
    expect(validHkid('AB987654(2)')).toBe(validHkid('AB9876542'))
    // a check value of 10 is written A
    const withA = ['G', 'H', 'K', 'M', 'P', 'R'].flatMap((l) =>
      ['000001', '000002', '000003', '123450', '555555'].map((d) => `${l}${d}A`)
    )
    expect(withA.some(validHkid)).toBe(true)
    expect(validHkid('123456(7)')).toBe(false)
  })

  it('checks the mainland ID check character and the birth date inside', () => {
    expect(validMainlandId('11010519491231002X')).toBe(true)
    expect(validMainlandId('110105194912310021')).toBe(false)
    expect(validMainlandId('11010519491331002X')).toBe(false)
    expect(
      identityProblem(
        { docType: 'mainland', number: '11010519491231002X', birthDate: '1949-12-31' },
        '2026-11-23'
      )
    ).toBeNull()
    expect(
      identityProblem(
        { docType: 'mainland', number: '11010519491231002X', birthDate: '1950-01-01' },
        '2026-11-23'
      )
    ).toBe('出生日期與身份證號碼不符')
  })

  it('checks Macau BIR and passport forms and the birth date', () => {
    expect(
      identityProblem({ docType: 'bir', number: '1234567(8)', birthDate: '1990-02-28' }, '2026-11-23')
    ).toBeNull()
    expect(
      identityProblem({ docType: 'bir', number: '2234567(8)', birthDate: '1990-02-28' }, '2026-11-23')
    ).toContain('無效')
    expect(
      identityProblem({ docType: 'passport', number: 'K1234567', birthDate: '2030-01-01' }, '2026-11-23')
    ).toBe('出生日期無效')
    expect(
      identityProblem({ docType: 'passport', number: 'K1234567', birthDate: '1990-02-30' }, '2026-11-23')
    ).toBe('出生日期無效')
  })

  it('masks and ages', () => {
    expect(maskIdNumber('A123456(3)')).toBe('A1*****3')
    expect(maskName('陳大文')).toBe('陳*文')
    expect(maskName('陳文')).toBe('陳*')
    expect(maskName('Chan Tai Man')).toBe('C*** T** M**')
    expect(ageOn('2008-11-24', '2026-11-23')).toBe(17)
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18)
  })
})
