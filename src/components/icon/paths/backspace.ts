/**
 * The keypad's delete key: NutUI draws it as a PNG in NumberKeyboard, so its shape (a key outline pointing left
 * with a cross) is drawn here on the same box with the same stroke weight.
 */
export const backspace =
  'M320 192H928a32 32 0 0 1 32 32V800a32 32 0 0 1-32 32H320L64 512Z M352 256 148 512 352 768H896V256Z M518.6 377.4 742.6 601.4 697.4 646.6 473.4 422.6Z M697.4 377.4 742.6 422.6 518.6 646.6 473.4 601.4Z'
