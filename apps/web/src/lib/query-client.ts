/** Query defaults (shared-surfaces §7): no retries, no refetch on focus, reconnect or mount. */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, refetchOnMount: false },
      mutations: { retry: false },
    },
  });
}
