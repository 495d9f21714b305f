import qrcode from 'qrcode-generator';

/** The six digits an authenticator app shows (RFC 6238 default). */
export const OTP_PATTERN = /^\d{6}$/;

/**
 * The key URI authenticator apps scan (Google Authenticator's `otpauth://` format): the label is `issuer:account`,
 * the issuer repeated as a parameter so every app shows it.
 */
export function otpauthUri({ issuer, account, secret }: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret: secret.replace(/\s/g, ''), issuer });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/** The secret as people copy it by hand: groups of four. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** A QR code as one SVG path of unit squares (drawn by React, so no markup string and no data: image is needed). */
export function qrPath(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const size = code.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) if (code.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
  }
  return { size, path };
}
