/**
 * Windows-1252's characters for bytes 0x80–0x9F (the WHATWG table; 0x81, 0x8D, 0x8F, 0x90 and
 * 0x9D are unassigned and stay the C1 control of the same number). Every other byte is the
 * Latin-1 character of the same number.
 */
const HIGH_CONTROLS = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * Text of Windows-1252 bytes. Node's `TextDecoder('windows-1252')` decodes as Latin-1 (0x92
 * gives U+0092, not the ’ French text is full of), so bytes 0x80–0x9F are mapped here.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (control) => HIGH_CONTROLS[control.charCodeAt(0) - 0x80]!);
}
