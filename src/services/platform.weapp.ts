/** Which build this is: the mini-program twin. */
export const PLATFORM: 'h5' | 'weapp' = 'weapp'
