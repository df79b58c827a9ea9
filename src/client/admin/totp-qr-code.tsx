// The authenticator key as a QR code: the otpauth URI, encoded by `qr` (zero dependencies,
// maintained) and drawn as an SVG path by React, so no markup string is injected and the Content Security
// Policy needs no data: images. Its own lazy chunk: only the set-up screen loads the encoder.
import encodeQR from 'qr';

const QUIET_ZONE = 4;

export default function TotpQrCode({ uri }: { uri: string }) {
  const modules = encodeQR(uri, 'raw', { ecc: 'medium' });
  const side = modules.length + 2 * QUIET_ZONE;
  let path = '';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    });
  });
  return (
    <svg
      className="admin__qr"
      role="img"
      aria-label="QR code of the key, for your authenticator app's camera"
      viewBox={`0 0 ${side} ${side}`}
      width="200"
      height="200"
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
