/** The mini-program has no keyboard focus to manage: a no-op with the h5 file's signature. */
export function useSheetKeys(_open: boolean, _panelId: string, _onClose: () => void): void {}
