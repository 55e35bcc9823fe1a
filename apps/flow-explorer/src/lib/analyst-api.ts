/**
 * The explorer's only calls to the sandbox server (same origin): the drop-off funnel, which needs
 * the operator token the server printed at start (`X-Operator-Token`), and the public list of
 * organisations. The token lives in this tab's memory only — never in storage or a URL.
 */
import type { Funnel } from '@heloc/core';

export interface FunnelAnswer extends Funnel {
  readonly from: string;
  readonly to: string;
  readonly org: string | null;
}

export interface FunnelQuery {
  readonly token: string;
  readonly from: string;
  readonly to: string;
  readonly org: string | null;
}

/** The server's `{ errors: [...] }` in one sentence, or the status. */
async function failure(res: Response): Promise<Error> {
  const body = (await res.json().catch(() => null)) as { errors?: unknown[] } | null;
  const errors = Array.isArray(body?.errors) ? body.errors.map(String) : [];
  return new Error(errors.length ? errors.join(' ') : `The server answered ${res.status}.`);
}

export async function fetchFunnel(q: FunnelQuery, fetcher: typeof fetch = fetch): Promise<FunnelAnswer> {
  const params = new URLSearchParams({ from: q.from, to: q.to, ...(q.org ? { org: q.org } : {}) });
  const res = await fetcher(`/sandbox/telemetry/funnel?${params}`, {
    headers: { 'x-operator-token': q.token, accept: 'application/json' },
  });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as FunnelAnswer;
}

export async function fetchOrganisations(fetcher: typeof fetch = fetch): Promise<{ code: string; name: string }[]> {
  const res = await fetcher('/service-organization/external/api/v1/organizations', {
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw await failure(res);
  const body = (await res.json()) as unknown;
  const list = Array.isArray(body) ? body : ((body as { organizations?: unknown[] })?.organizations ?? []);
  return list.flatMap((o) =>
    o && typeof o === 'object' && typeof (o as { code?: unknown }).code === 'string'
      ? [
          {
            code: (o as { code: string }).code,
            name: String((o as { name?: unknown }).name ?? (o as { code: string }).code),
          },
        ]
      : [],
  );
}
