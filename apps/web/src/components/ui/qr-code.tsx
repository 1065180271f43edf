import { QRCodeSVG } from 'qrcode.react';

/**
 * A QR code drawn dark on a white quiet zone, whatever the theme (scanners expect dark modules
 * on light), with an accessible name saying what it encodes.
 */
export function QrCode({
  value,
  label,
  size = 160,
  testId,
}: {
  value: string;
  label: string;
  size?: number;
  testId?: string;
}) {
  return (
    <div className="rounded-md bg-white p-2" data-testid={testId}>
      <QRCodeSVG
        value={value}
        size={size}
        level="M"
        marginSize={1}
        bgColor="#ffffff"
        fgColor="#000000"
        role="img"
        aria-label={label}
      />
    </div>
  );
}
