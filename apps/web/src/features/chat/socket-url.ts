/** The WebSocket URL of an API path: same origin, or the configured API base (as the HTTP client resolves it). */
import { env } from '../../config/env';

export function socketUrl(path: string): string {
  const url = new URL(env.apiBase ? `${env.apiBase}${path}` : path, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
