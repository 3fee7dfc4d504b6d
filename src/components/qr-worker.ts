// Encodes a QR code off the page's main thread: choosing its mask is the heaviest work of the
// screen that shows it, and a phone would otherwise hold a tap meanwhile.
import { qrMatrix } from '@/lib/qr/qr-matrix';

// The worker's own global (the app's types are the page's, not a worker's).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage: (matrix: boolean[][]) => void;
};

scope.onmessage = (event) => {
  scope.postMessage(qrMatrix(event.data));
};
