/**
 * The accounts come from the application (`assetDepletion.accounts`, projected by the server once a
 * link is exchanged). "Continue to offers" goes to the application: the state moved on after the
 * assets step, and the root routes by it.
 */
import { appScreenUrl, type LinkedAssetAccount } from '@heloc/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { startLink } from '../../../api/linking';
import { useJourney } from '../../../features/journey/journey-context';
import { messageOf } from '../../../lib/http-client';
import { ProductAssets } from './assets';

export function ProductAssetsRoute() {
  const { uuid, application } = useJourney();
  const navigate = useNavigate();
  const accounts = (application.assetDepletion as { accounts?: LinkedAssetAccount[] } | null | undefined)?.accounts ?? [];
  const start = useMutation({ mutationFn: () => startLink(uuid, { purpose: 'assets' }, appScreenUrl(uuid, 'product/assets')) });
  return (
    <ProductAssets
      accounts={accounts}
      submitting={start.isPending}
      error={start.error ? messageOf(start.error) : null}
      onLink={() => start.mutate()}
      onContinue={() => void navigate(appScreenUrl(uuid, ''))}
    />
  );
}

export const Component = ProductAssetsRoute;
