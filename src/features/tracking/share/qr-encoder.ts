import { create } from 'qrcode';
import { QUIET_ZONE, qrColors, qrPath } from './qr';

/**
 * What QrCode draws for `value`, in a chunk of its own (qr-encoder-*.js) with the qrcode library:
 * the symbol's side with its quiet zone, in modules, the path of its dark modules, and which of
 * the two theme colours draws them (the darker) and the ground (the lighter).
 */
export function drawQr(value: string, colours: [string, string]) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  return { side: modules.size + 2 * QUIET_ZONE, path: qrPath(modules), ...qrColors(...colours) };
}
