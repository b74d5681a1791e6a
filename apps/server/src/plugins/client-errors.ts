import type { Socket } from 'node:net';
import { ERROR_CODES } from '@aula/shared';
import { translate } from '../i18n/messages';

type ConnectionError = Error & { code?: string };

/**
 * Answers a request Node gave up on before any route saw it (too slow, headers too large, not
 * HTTP) with the API's envelope, then closes the connection. No headers were read, so English.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const status = timedOut ? '408 Request Timeout' : error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify({
    error: timedOut
      ? { code: ERROR_CODES.timeout, message: translate('en', 'timeout') }
      : { code: 'bad_request', message: 'The request could not be read.' },
  });
  // Only when nothing of a response has left yet; otherwise the bytes would corrupt it.
  if (socket.writable && socket.bytesWritten === 0) {
    socket.write(
      `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
