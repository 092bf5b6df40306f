/** Which build this is: the h5 twin (Taro's h5 build and the tests resolve `./platform` to this file). */
export const PLATFORM: 'h5' | 'weapp' = 'h5'
