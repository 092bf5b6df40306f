/** The mini-program has no hardware keyboard: a no-op with the h5 file's signature. */
export function useDigitKeys(_enabled: boolean, _press: (key: string) => void): void {}
